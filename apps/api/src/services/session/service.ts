import type { SessionResponse } from '@ironhouse/contracts'
import type { Session, SessionLifetimes } from '../../plugins/session.ts'

/** shell §7, §9: cg is the group as the cookie carries it, '0' for a guest; exp in Unix seconds. */
export function sessionAnswer(session: Session | null, now: Date, lifetimes: SessionLifetimes): SessionResponse {
  const groupId = session?.groupId ?? 0
  const expiresAt = session?.expiresAt.getTime() ?? now.getTime() + lifetimes.guestIdleSeconds * 1000
  return { cg: String(groupId), exp: Math.floor(expiresAt / 1000), groupId }
}
