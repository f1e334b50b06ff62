// App shell rules (platform §3, §4, §7): app detection, app messages, wallet contact mapping and the
// wallet-pay flow. App version gates are in platform (app-versions.ts: compareAppVersions, appSupportsFeature).
export * from './app-context.ts'
export * from './messages.ts'
export * from './wallet-contact.ts'
export * from './wallet-pay.ts'
export * from './storefront-shell.ts'
export * from './cart-emptied.ts'
