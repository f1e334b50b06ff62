import { useAccount, useCustomer } from '../features/account/account-context.ts'
import { PasswordForm } from '../features/account/profile-forms.tsx'
import { NewsletterSettings, SegmentsForm } from '../features/account/settings-forms.tsx'
import { PageMeta } from '../platform/page-meta.tsx'
import { useRootData } from '../platform/use-root-data.ts'

/** A form the browser sent itself (no script yet) is a POST that changes nothing (no-script-post.ts). */
export { noScriptPost as action } from '../features/account/no-script-post.ts'

/** /account/settings (shell §2): newsletters, interests (segments) and the password. */
export default function AccountSettings() {
  const customer = useCustomer()
  const { reload } = useAccount()
  const { site } = useRootData()
  return (
    <div className="account-section account-settings">
      <PageMeta title="Account Settings" />
      <h1>Account Settings</h1>
      <NewsletterSettings customer={customer} site={site} />
      <SegmentsForm customer={customer} siteCode={site.code} onSaved={reload} />
      <section aria-labelledby="password-title">
        <h2 id="password-title">Password</h2>
        <PasswordForm email={customer.email} />
      </section>
    </div>
  )
}
