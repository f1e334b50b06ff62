/**
 * The store's feature flags, versioned with the code. Served in the GrowthBook SDK's payload format at
 * GET /api/features/{clientKey}; docs/operations.md lists each flag and its default.
 *
 * Attributes the storefront sets for evaluation (platform §6: per store, route, query string, user id,
 * email, login state and group): store (the store id, e.g. 34), site (the site code, e.g. 'GBR'),
 * route, query, id, email, loggedIn, group.
 */
export type FlagRule = {
  id?: string
  condition?: Record<string, unknown>
  force?: unknown
  coverage?: number
  hashAttribute?: string
}

export type FlagDefinition = {
  defaultValue: boolean | number | string
  description: string
  rules?: ReadonlyArray<FlagRule>
}

/** Bump when a flag changes: the SDK payload's dateUpdated. */
export const FLAGS_UPDATED_AT = '2025-01-15T00:00:00.000Z'

export const FLAGS = {
  ip_popup: { defaultValue: true, description: 'Region confirmation popup after a geo lookup (shell §4)' },
  enable_gym_map: { defaultValue: false, description: 'The equipped-gyms page and its footer link (shell §2)' },
  matte_black_enabled: { defaultValue: false, description: 'Matte black finish options on product pages' },
  fiveforfive_enabled: {
    defaultValue: false,
    description: 'The five-ship-for-five offer: 5 for 5 facet value and filter (platform §3, §5; commerce §6)',
  },
  pip: { defaultValue: false, description: 'Picture-in-picture video player on content pages' },
  show_christmas_shipping_banner: { defaultValue: false, description: 'Christmas shipping cut-off banner in the header' },
  child_promos_enabled: { defaultValue: true, description: 'Promotions of child products shown on their parent' },
  rfk_fallback: { defaultValue: false, description: 'Listings fall back to our own catalog when the search service fails' },
  'enable-eu-returns': { defaultValue: false, description: 'Returns entry (/rmaprocess) on the EUR and GBR sites (commerce §2)' },
  invitational_year: { defaultValue: 2025, description: 'Year of the invitational event pages (shell §9: default 2025)' },
  enable_gym_add: { defaultValue: false, description: 'Customers may add their gym to the gym map' },
  uk_site_enabled: {
    defaultValue: false,
    description: 'The GBR site sells in pounds from store 34 (commerce §6); on for the GBR store',
    rules: [{ id: 'uk-store', condition: { store: 34 }, force: true }],
  },
  all_to_com: { defaultValue: false, description: 'Send every region to the main .com site instead of regional hosts' },
  recaptcha_enterprise: {
    defaultValue: true,
    description:
      'Captcha on sign-in, registration, forgot password and placing an order (platform §6, §7): the storefront sends a token, the server checks it (the built-in proof of work, docs/decisions/005)',
  },
  'adyen-enable-edit': { defaultValue: true, description: 'Editing stored card-provider payment methods (commerce §6)' },
  app_paypal: { defaultValue: false, description: 'PayPal inside the native app shell (commerce §6)' },
  debug: { defaultValue: false, description: 'The footer Debug link (shell §2)' },
} as const satisfies Record<string, FlagDefinition>

export type FlagKey = keyof typeof FLAGS

/** Client keys the flag endpoint answers: the web storefront and the native app shell. */
export const CLIENT_KEYS = ['sdk-ironhouse-storefront', 'sdk-ironhouse-app'] as const
