import { useLoaderData } from 'react-router'
import { PlaceholderPage } from '../features/shell/placeholder-page.tsx'
import { guardEntry, notFound, pageContext } from '../platform/page.server.ts'
import type { Route } from './+types/placeholder'

export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const { entry, ref } = page
  if (!entry?.title) notFound()
  return { title: entry.title, purpose: entry.purpose ?? '', prefix: ref.prefix }
}

export default function Placeholder() {
  const { title, purpose, prefix } = useLoaderData<typeof loader>()
  return <PlaceholderPage title={title} purpose={purpose} prefix={prefix} />
}
