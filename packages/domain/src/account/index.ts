// Account and session rules (shell document §2–§5, §8): customer group, login, defaults on addresses
// and cards, bins, newsletter signup, regions, address form, logout, event profile, account menu.
export * from './customer.ts'
export * from './defaults.ts'
export * from './bins.ts'
export * from './newsletter.ts'
export * from './newsletter-basics.ts'
export * from './account-area.ts'
export * from './account-menu.ts'
export * from './messages.ts'
export * from './workout-stats.ts'
