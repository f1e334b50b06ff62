export type ShellSession = {
  loggedIn: boolean
  groupId: number
  customerId: string
  email: string
  firstname: string
  cartCount: number
}

export const GUEST_SESSION: ShellSession = { loggedIn: false, groupId: 0, customerId: '', email: '', firstname: '', cartCount: 0 }
