import type { ReactNode } from 'react'

/** The networks the footer knows by name (site records' `social[].name`), with the name a shopper reads. */
const NETWORKS: Record<string, { label: string; icon: ReactNode }> = {
  instagram: {
    label: 'Instagram',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.3" cy="6.7" r="1.3" fill="currentColor" />
      </>
    ),
  },
  youtube: {
    label: 'YouTube',
    icon: (
      <>
        <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
        <path d="M10 9v6l5.2-3z" fill="var(--social-bg, #111)" />
      </>
    ),
  },
  facebook: {
    label: 'Facebook',
    icon: <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.7v3h2.6V21z" fill="currentColor" />,
  },
  x: {
    label: 'X',
    icon: <path d="M4 4h4.6l4 5.6L17.3 4H20l-6.1 7.3L20.5 20h-4.6l-4.4-6.1L6.3 20H3.6l6.6-7.8z" fill="currentColor" />,
  },
  tiktok: {
    label: 'TikTok',
    icon: (
      <path
        d="M14.5 3h2.8a4.7 4.7 0 0 0 3.7 3.9v2.8a7.4 7.4 0 0 1-3.7-1.1v6.2a5.8 5.8 0 1 1-5.8-5.8h.6v2.9h-.6a2.9 2.9 0 1 0 3 2.9z"
        fill="currentColor"
      />
    ),
  },
}

/** The name a shopper reads for a network: 'YouTube' for 'youtube'; an unknown one capitalised. */
export function socialNetworkLabel(name: string): string {
  return NETWORKS[name.toLowerCase()]?.label ?? name.charAt(0).toUpperCase() + name.slice(1)
}

/** The network's icon (decorative: the link carries the name); an unknown network shows its initial. */
export function SocialIcon({ name }: { name: string }) {
  const network = NETWORKS[name.toLowerCase()]
  if (!network) return <span aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
      {network.icon}
    </svg>
  )
}
