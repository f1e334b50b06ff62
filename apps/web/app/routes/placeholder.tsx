import { useLoaderData } from 'react-router'
import { isReturnsAvailable } from '@ironhouse/domain'
import { PlaceholderPage } from '../features/shell/placeholder-page.tsx'
import { guardEntry, notFound, pageContext, serverFlagOn } from '../platform/page.server.ts'
import type { Route } from './+types/placeholder'

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const { entry, ref } = page
  if (!entry?.title) notFound()
  // returns are open on USA, APO and CAN, elsewhere only with enable-eu-returns (commerce §2)
  if (entry.key.startsWith('rmaprocess') && !isReturnsAvailable(ref.code, await serverFlagOn(page, 'enable-eu-returns'))) notFound()
  return { title: entry.title, purpose: entry.purpose ?? '', prefix: ref.prefix }
}

export default function Placeholder() {
  const { title, purpose, prefix } = useLoaderData<typeof loader>()
  return <PlaceholderPage title={title} purpose={purpose} prefix={prefix} />
}
