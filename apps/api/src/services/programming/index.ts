import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ProgramsResponse,
  WorkoutLogParams,
  WorkoutLogRequest,
  WorkoutLogResponse,
  WorkoutLogsQuery,
  WorkoutLogsResponse,
  WorkoutStatsResponse,
} from '@ironhouse/contracts'
import { z } from 'zod'
import { noStore } from '../../plugins/cache.ts'
import { programsOf } from './service.ts'
import { listWorkouts, logWorkout, unlogWorkout, workoutStats } from './workouts.ts'

/**
 * /svc_programming (commerce §7 GET /svc_programming/programs): the programs the signed-in customer
 * owns, and their workout log and its statistics (ours: docs/programming.md). All the customer's own:
 * 401 for a guest, never cached.
 */
export const programmingService: FastifyPluginAsyncZod = async (app) => {
  app.get('/svc_programming/programs', { schema: { response: { 200: ProgramsResponse } } }, async (request, reply) => {
    noStore(reply)
    const session = await request.requireCustomer()
    return { programs: await programsOf(app.db, session.customerId) }
  })

  app.get('/svc_programming/workouts', { schema: { querystring: WorkoutLogsQuery, response: { 200: WorkoutLogsResponse } } }, async (request, reply) => {
    noStore(reply)
    const session = await request.requireCustomer()
    return { workouts: await listWorkouts(app.db, session.customerId, request.query.productId) }
  })

  app.post('/svc_programming/workouts', { schema: { body: WorkoutLogRequest, response: { 201: WorkoutLogResponse } } }, async (request, reply) => {
    noStore(reply)
    const session = await request.requireCustomer()
    const workout = await logWorkout(app.db, session.customerId, request.body, new Date())
    return reply.code(201).send({ workout })
  })

  app.delete('/svc_programming/workouts/:id', { schema: { params: WorkoutLogParams, response: { 200: z.object({ deleted: z.literal(true) }) } } }, async (request, reply) => {
    noStore(reply)
    const session = await request.requireCustomer()
    await unlogWorkout(app.db, session.customerId, request.params.id)
    return { deleted: true as const }
  })

  app.get('/svc_programming/workouts/stats', { schema: { response: { 200: WorkoutStatsResponse } } }, async (request, reply) => {
    noStore(reply)
    const session = await request.requireCustomer()
    return workoutStats(app.db, session.customerId, new Date())
  })
}
