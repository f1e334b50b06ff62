import { useLoaderData } from 'react-router'
import { guardEntry, notFound, pageContext } from '../platform/page.server.ts'
import { ACCOUNT_ZEUS_TITLES, AccountDesigns } from '../features/zeus/account-designs.tsx'
import { ZeusEditorPage } from '../features/zeus/zeus-editor.tsx'
import { ZEUS_SECTIONS, ZeusStart } from '../features/zeus/zeus-start.tsx'
import zeusCss from '../features/zeus/zeus.css?url'
import type { Route } from './+types/zeus'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: zeusCss }]

/**
 * The ZEUS Gym Builder's screens (shell §2; docs/zeus-builder.md), one route module for all of them so
 * the route manifest every page loads names no chunk of their own: /zeus-builder and its featured,
 * templates and my-gyms lists, the editor (/zeus-builder/project/edit and /{projectId}), both USA only
 * (guardEntry: 404 elsewhere), and the account children my-gyms and zeus-saved-design. Nothing of the
 * shopper is rendered on the server.
 */
export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  const key = page.entry?.key ?? ''
  const prefix = page.ref.prefix
  const accountTitle = ACCOUNT_ZEUS_TITLES[key]
  if (accountTitle) return { view: 'account' as const, title: accountTitle, prefix, usa: page.ref.code === 'USA' }
  guardEntry(page)
  if (key === 'zeus-builder-project-edit' || key === 'zeus-builder-project') {
    const raw = args.params.projectId
    if (raw !== undefined && !/^[1-9]\d{0,9}$/.test(raw)) notFound()
    return { view: 'editor' as const, projectId: raw === undefined ? null : Number(raw), prefix, siteCode: page.ref.code }
  }
  const screen = ZEUS_SECTIONS[key]
  if (!screen) notFound()
  return { view: 'start' as const, ...screen, prefix }
}

export default function Zeus() {
  const data = useLoaderData<typeof loader>()
  if (data.view === 'account') return <AccountDesigns title={data.title} prefix={data.prefix} usa={data.usa} />
  if (data.view === 'editor') return <ZeusEditorPage projectId={data.projectId} prefix={data.prefix} siteCode={data.siteCode} />
  return <ZeusStart title={data.title} sections={data.sections} prefix={data.prefix} />
}
