import { copyrightYears, hasLiveChat } from '@ironhouse/domain'
import { useState, type ComponentType } from 'react'
import { FLAGS_PAYLOAD_PATH, isOn, useFlag } from '../../platform/flags.ts'
import { useLinkDelegate } from '../../platform/link-delegate.ts'
import type { RootData } from '../../platform/root-data.ts'
import { CookieSettingsButton } from '../consent/cookie-banner.tsx'
import { CountrySelector } from './country-selector.tsx'
import { visibleFooterLinks } from './links.ts'
import { NewsletterForm } from './newsletter-form.tsx'
import { SocialIcon, socialNetworkLabel } from './social-icons.tsx'

/** Footer (shell §2): link columns, country selector, social icons, newsletter, copyright, Debug. */
export function Footer({ data }: { data: RootData }) {
  const { site, prefix, flags, sites, year } = data
  const debug = isOn(useFlag('debug', false))
  // the columns' links are plain anchors: one handler navigates in place to the store's own paths
  const onColumnsClick = useLinkDelegate()
  // the support chat (shell §2, §6): the widget's code arrives with the first click (docs/support-chat.md)
  const [Chat, setChat] = useState<ComponentType<{ onClose: (closed: null) => void }> | null>(null)
  return (
    <footer role="contentinfo" className="site-footer">
      <div className="site-footer__top">
        <NewsletterForm site={site} prefix={prefix} />
        <nav aria-label="Footer" className="footer-columns" onClick={onColumnsClick}>
          {site.navigation.footer.map((column) => (
            <div key={column.title} className="footer-column">
              <h2 className="footer-heading">{column.title}</h2>
              <ul>
                {visibleFooterLinks(column.links, site.hostname, flags, prefix).map((link) => (
                  <li key={`${link.label}${link.url}`}>
                    <a href={link.url}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="site-footer__bottom">
        <CountrySelector sites={sites} current={site.code} />
        {site.social.length > 0 && (
          <ul className="social-links" aria-label="Follow us">
            {site.social.map((social) => (
              <li key={social.name}>
                <a href={social.url} aria-label={`Ironhouse on ${socialNetworkLabel(social.name)}`} rel="noopener noreferrer">
                  <SocialIcon name={social.name} />
                </a>
              </li>
            ))}
          </ul>
        )}
        {hasLiveChat(site.code) && (
          <button type="button" className="link-button" onClick={() => import('../support-chat/chat.tsx').then((m) => setChat(() => m.default))}>
            Chat with us
          </button>
        )}
        {Chat && <Chat onClose={setChat} />}
        <CookieSettingsButton />
        {/* shell §9: a plain form post (no script); the server sets the cookie and sends the browser back */}
        <form method="post" action="/svc_ssr/high-contrast">
          <button className="link-button" name="highContrast" value={data.highContrast ? 'off' : 'on'} aria-pressed={!!data.highContrast}>
            High contrast
          </button>
        </form>
        <p className="copyright">© {copyrightYears(year)} Ironhouse</p>
        {debug && (
          <a className="debug-link" href={FLAGS_PAYLOAD_PATH}>
            Debug
          </a>
        )}
      </div>
    </footer>
  )
}
