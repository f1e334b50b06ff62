import { useAccount, useCustomer } from '../features/account/account-context.ts'
import { ProfileForm } from '../features/account/profile-forms.tsx'
import { PageMeta } from '../platform/page-meta.tsx'

/** A form the browser sent itself (no script yet) is a POST that changes nothing (no-script-post.ts). */
export { noScriptPost as action } from '../features/account/no-script-post.ts'

/** /account/about-me (shell §2, §7 PATCH /svc_customer/customer/): the customer's profile. */
export default function AccountAboutMe() {
  const customer = useCustomer()
  const { reload } = useAccount()
  return (
    <div className="account-section">
      <PageMeta title="About Me" />
      <h1>About Me</h1>
      <ProfileForm customer={customer} onSaved={reload} />
    </div>
  )
}
