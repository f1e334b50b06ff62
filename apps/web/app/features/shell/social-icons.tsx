// The footer's social icons: one SVG sprite of the media icon set, fetched from the assets path
// (platform §7 "icon sprite sheets ... fetched with GET from an assets base path") and cached for good
// under its hashed name, so the icons' drawings are not part of every page's JavaScript.
import mediaIcons from './media-icons.svg?no-inline'

/** The networks the footer knows by name (site records' `social[].name`), with the name a shopper reads; each has a symbol in media-icons.svg. */
const NETWORKS = new Map([
  ['instagram', 'Instagram'],
  ['youtube', 'YouTube'],
  ['facebook', 'Facebook'],
  ['x', 'X'],
  ['tiktok', 'TikTok'],
])

/** The name a shopper reads for a network: 'YouTube' for 'youtube'; an unknown one capitalised. */
export function socialNetworkLabel(name: string): string {
  return NETWORKS.get(name.toLowerCase()) ?? name.charAt(0).toUpperCase() + name.slice(1)
}

/** The network's icon (decorative: the link carries the name); an unknown network shows its initial. */
export function SocialIcon({ name }: { name: string }) {
  const key = name.toLowerCase()
  if (!NETWORKS.has(key)) return <span aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22">
      <use href={`${mediaIcons}#${key}`} />
    </svg>
  )
}
