// The public route table of the shell document (§2) and the commerce document (§2), as data. routes.ts
// registers every entry once per site prefix; loaders read the flags of their entry from here.

export type RouteEntry = {
  /** Unique key; the route id is `${siteCode}:${key}`. */
  key: string
  /** Site-relative React Router pattern ('' is the index). */
  path: string
  /** Route module under app/. */
  file: string
  /** The h1 of a placeholder page: the screen later issues fill. */
  title?: string
  /** One sentence saying what the screen is for. */
  purpose?: string
  /** Reachable only on admin hosts (platform §2). */
  admin?: boolean
  /** USA only (shell §2 other routes). */
  usaOnly?: boolean
  /** Reduced funnel header (shell §2 header). */
  funnel?: boolean
  /** Header hidden (shell §2: /order-manager-quote). */
  headerHidden?: boolean
  /** Rendered inside a layout route (routes.ts): 'account' is routes/account-layout.tsx. */
  layout?: 'account'
}

const resolve = 'routes/resolve.tsx'

/**
 * Shell §2 account children: [path, title, route module]. They render inside the account layout
 * (routes/account-layout.tsx: the customer first, a guest to /login?redirect=, the navigation).
 */
const ACCOUNT_CHILDREN: ReadonlyArray<[string, string, string]> = [
  ['dashboard', 'Account Dashboard', 'routes/account.tsx'],
  ['earned-store', 'Earned Store', 'routes/account-tickets.tsx'],
  ['programming', 'My Programming', 'routes/account-programming.tsx'],
  ['programming/:id', 'Program', 'routes/account-programming.tsx'],
  ['about-me', 'About Me', 'routes/account-about-me.tsx'],
  ['orders', 'Order History', 'routes/account-orders.tsx'],
  ['reviews', 'My Reviews', 'routes/reviews.tsx'],
  ['my-lists', 'My Lists', 'routes/account-lists.tsx'],
  ['custom-quoting', 'Custom Quoting', 'routes/account-lists.tsx'],
  ['registry', 'My Registries', 'routes/account-lists.tsx'],
  ['registry/:id', 'Registry', 'routes/account-lists.tsx'],
  ['order/:id', 'Order', 'routes/account-order.tsx'],
  ['address', 'Address Book', 'routes/account-address.tsx'],
  ['wishlist', 'My Wishlist', 'routes/account-lists.tsx'],
  ['bin', 'Back in Stock Notifications', 'routes/account-lists.tsx'],
  ['payment-methods', 'Payment Methods', 'routes/account-payment-methods.tsx'],
  ['settings', 'Account Settings', 'routes/account-settings.tsx'],
  ['my-gyms', 'My Gyms', 'routes/zeus.tsx'],
  ['workout-statistics', 'Workout Statistics', 'routes/account-programming.tsx'],
  ['zeus-saved-design', 'ZEUS Saved Designs', 'routes/zeus.tsx'],
]

/** Shell §2 app routes under /rg-app/: all served by routes/app-shell.tsx (docs/app-shell.md). */
const RG_APP_CHILDREN: ReadonlyArray<[string, string]> = [
  ['exclusive/:productId', 'App Exclusive'],
  ['preloader', 'App Preloader'],
  ['featured', 'App Featured'],
  ['orders', 'App Orders'],
  ['tracking', 'App Order Tracking'],
  ['account/orders', 'App Account Orders'],
  ['account/notifications', 'App Notifications'],
  ['account/workouts', 'App Workouts'],
  ['account/notifications/preferences', 'App Notification Preferences'],
  ['account/notifications/rapidfire', 'App Rapidfire Notifications'],
]

export const ROUTE_TABLE: ReadonlyArray<RouteEntry> = [
  { key: 'home', path: '', file: 'routes/home.tsx' },
  { key: 'not-found', path: '404', file: 'routes/not-found.tsx' },
  { key: 'search', path: 'search', file: 'routes/search.tsx' },
  { key: 'switch-site', path: 'switch-site', file: 'routes/switch-site.tsx' },
  { key: 'customer-account-login', path: 'customer/account/login', file: 'routes/legacy-login.tsx' },
  // the page the review invitation opens (shell §2; docs/reviews.md), one module with /account/reviews
  { key: 'mps-review', path: 'mps-review', file: 'routes/reviews.tsx', title: 'Review Your Purchase', purpose: 'Review the products of an order.' },
  { key: 'newsletter-signup', path: 'newsletter-signup', file: 'routes/newsletter.tsx', title: 'Newsletter Signup' },
  { key: 'newsletter-error', path: 'newsletter-error', file: 'routes/newsletter.tsx', title: 'Newsletter Signup Error' },
  { key: 'newsletter-unsubscribe', path: 'newsletter/unsubscribe/:token', file: 'routes/newsletter-unsubscribe.tsx', title: 'Unsubscribe' },
  { key: 'cart', path: 'cart', file: 'routes/cart.tsx' },
  { key: 'login', path: 'login', file: 'routes/login.tsx' },
  { key: 'register', path: 'register', file: 'routes/register.tsx' },
  { key: 'forgot-password', path: 'forgot-password', file: 'routes/forgot-password.tsx' },
  { key: 'expired-password', path: 'expired-password', file: 'routes/forgot-password.tsx' },
  { key: 'compare', path: 'compare/*', file: 'routes/compare.tsx' },
  { key: 'payment-link', path: 'payment-link', file: 'routes/payment-link.tsx', title: 'Payment Link', purpose: 'Pay for an order from a payment link.', funnel: true },
  { key: 'deals', path: 'deals', file: 'routes/deals.tsx' },
  { key: 'brands', path: 'brands', file: 'routes/brands.tsx' },
  { key: 'gift-card-balance', path: 'gift-card-balance', file: 'routes/gift-card-balance.tsx', title: 'Gift Card Balance', purpose: 'What is left on a gift card.' },
  { key: 'shippingtracker', path: 'shippingtracker', file: 'routes/shippingtracker.tsx', title: 'Order Tracking', purpose: 'Track the shipment of an order.' },
  // the staff screens share one module (routes/operator.tsx; docs/storefront.md "Operator screens")
  { key: 'rb-rhpa', path: '__rb__/rhpa', file: 'routes/operator.tsx', title: 'Content Preview (rhpa)', purpose: 'Preview of content without third-party add-ons.' },
  { key: 'rb-preview', path: '__rb__/preview', file: 'routes/operator.tsx', title: 'Content Preview', purpose: 'Preview of content pages before publishing.' },
  // ours: review moderation and the marketing records for staff (docs/storefront.md "Operator screens")
  { key: 'rb-staff', path: '__rb__/staff', file: 'routes/operator.tsx', title: 'Staff', purpose: 'Review moderation and the marketing records (staff only).', admin: true },
  { key: 'registry', path: 'registry/:urlKey', file: 'routes/shared-list.tsx' },
  { key: 'giftregistry-search', path: 'giftregistry/search/index', file: 'routes/giftregistry-search.tsx' },
  { key: 'wishlist', path: 'wishlist/:urlKey', file: 'routes/shared-list.tsx' },
  { key: 'reset-password', path: 'account/reset-password/:token', file: 'routes/reset-password.tsx' },
  { key: 'iron-game-programming', path: 'iron-game-programming', file: resolve },
  { key: 'shoes', path: 'shoes', file: resolve },
  { key: 'new-gear', path: 'new-gear', file: resolve },
  { key: 'account', path: 'account', file: 'routes/account.tsx', title: 'My Account', layout: 'account' },
  ...ACCOUNT_CHILDREN.map(([path, title, file]): RouteEntry => ({
    key: `account-${path.replace(/[/:]+/g, '-')}`,
    path: `account/${path}`,
    file,
    title,
    purpose: 'Part of your account.',
    layout: 'account',
  })),
  { key: 'theindex', path: 'theindex', file: 'routes/theindex.tsx' },
  { key: 'theindex-events', path: 'theindex/events', file: 'routes/theindex.tsx' },
  { key: 'theindex-category', path: 'theindex/:category', file: 'routes/theindex.tsx' },
  { key: 'theindex-post', path: 'theindex/*', file: 'routes/theindex-post.tsx' },
  { key: 'invitational', path: 'invitational', file: 'routes/event.tsx' },
  { key: 'invitational-sub', path: 'invitational/*', file: 'routes/event.tsx' },
  { key: 'events-moderator', path: 'events/moderator', file: 'routes/events-moderator.tsx', admin: true },
  { key: 'event-default-year', path: 'events/:name', file: 'routes/event-default-year.tsx' },
  { key: 'event', path: 'events/:name/:year', file: 'routes/event.tsx' },
  { key: 'event-sub', path: 'events/:name/:year/*', file: 'routes/event.tsx' },
  { key: 'checkout', path: 'checkout', file: 'routes/checkout.tsx', title: 'Checkout', purpose: 'Check out your cart.', funnel: true },
  { key: 'checkout-success', path: 'checkout/success', file: 'routes/checkout-success.tsx', title: 'Order confirmation', purpose: 'Your placed order.', funnel: true },
  { key: 'checkout-sub', path: 'checkout/*', file: 'routes/checkout.tsx', title: 'Checkout', purpose: 'Check out your cart.', funnel: true },
  { key: 'rmaprocess', path: 'rmaprocess', file: 'routes/rmaprocess.tsx', title: 'Returns', purpose: 'Start a return.' },
  { key: 'rmaprocess-initiate', path: 'rmaprocess/initiate', file: 'routes/rmaprocess.tsx', title: 'Returns: Start', purpose: 'Start a return.' },
  { key: 'rmaprocess-select-items', path: 'rmaprocess/select-items', file: 'routes/rmaprocess-select-items.tsx', title: 'Returns: Select Items', purpose: 'Choose the items to return.' },
  { key: 'rmaprocess-confirm', path: 'rmaprocess/confirm', file: 'routes/rmaprocess-confirm.tsx', title: 'Returns: Confirm', purpose: 'Confirm your return.' },
  { key: 'rmaprocess-print', path: 'rmaprocess/print/:rmaNumber?/:dateIssued?', file: 'routes/rmaprocess-print.tsx', title: 'Returns: Print Label', purpose: 'Print your return label.' },
  { key: 'zeus-builder', path: 'zeus-builder', file: 'routes/zeus.tsx', title: 'ZEUS Gym Builder', purpose: 'Design your gym.', usaOnly: true },
  { key: 'zeus-builder-featured', path: 'zeus-builder/featured', file: 'routes/zeus.tsx', title: 'ZEUS Gym Builder: Featured', purpose: 'Featured gym designs.', usaOnly: true },
  { key: 'zeus-builder-templates', path: 'zeus-builder/templates', file: 'routes/zeus.tsx', title: 'ZEUS Gym Builder: Templates', purpose: 'Gym design templates.', usaOnly: true },
  { key: 'zeus-builder-my-gyms', path: 'zeus-builder/my-gyms', file: 'routes/zeus.tsx', title: 'ZEUS Gym Builder: My Gyms', purpose: 'Your gym designs.', usaOnly: true },
  { key: 'zeus-builder-project-edit', path: 'zeus-builder/project/edit', file: 'routes/zeus.tsx', title: 'ZEUS Gym Builder: Edit Project', purpose: 'Edit a gym design.', usaOnly: true },
  { key: 'zeus-builder-project', path: 'zeus-builder/project/:projectId', file: 'routes/zeus.tsx', title: 'ZEUS Gym Builder: Project', purpose: 'A gym design.', usaOnly: true },
  { key: 'order-manager-quote', path: 'order-manager-quote', file: 'routes/operator.tsx', title: 'Order Manager Quote', purpose: 'Build a quote for a customer (staff only).', admin: true, funnel: true, headerHidden: true },
  ...RG_APP_CHILDREN.map(([path, title]): RouteEntry => ({
    key: `rg-app-${path.replace(/[/:]+/g, '-')}`,
    path: `rg-app/${path}`,
    file: 'routes/app-shell.tsx',
    title,
    purpose: 'A screen of the native app shell.',
  })),
  { key: 'resolve', path: '*', file: resolve },
]
