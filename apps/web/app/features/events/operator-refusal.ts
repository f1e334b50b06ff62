/**
 * The message of a change the events moderator's editors sent and the server refused: a token it does
 * not accept; the server's own message for any other refusal (a 4xx names what is wrong: a field, a
 * workout name the event has, a workout with scores, an event that is gone); else `fallback`, what to do.
 */
export async function operatorRefusalOf(response: Response, fallback: string): Promise<string> {
  if (response.status === 401) return 'That operator token is not valid.'
  if (response.status >= 500) return fallback
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null
  return typeof body?.message === 'string' && body.message !== '' ? body.message : fallback
}
