import { timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { AppError } from './app-errors.ts'

/**
 * The guard of the operator calls (docs/api.md): `Authorization: Bearer $OPERATOR_TOKEN`, compared in
 * constant time. Without a configured token the calls do not exist (404), so a store never runs them
 * open; a wrong or missing token is 401 invalid_api_key.
 */
export function operatorGuard(token: string | undefined): (request: FastifyRequest) => Promise<void> {
  const secret = token ? Buffer.from(`Bearer ${token}`) : null
  return async (request) => {
    if (!secret) throw new AppError('not_found', 'Not found')
    const given = Buffer.from(request.headers.authorization ?? '')
    if (given.length !== secret.length || !timingSafeEqual(given, secret)) throw new AppError('invalid_api_key', 'A valid operator token is required')
  }
}
