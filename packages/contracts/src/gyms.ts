import { z } from 'zod'
import { Id, integerParam, PlainText } from './common.ts'
import { CountryCode } from './ssr.ts'

// The brands of the catalogue and the equipped-gyms map (shell §2 /{brand}-catalog and
// /{brand}-equipped-gyms; the calls are ours: docs/api.md "Brands and equipped gyms").

/** A brand the catalogue carries: its name as the catalogue writes it, the slug of its pages, how many products it lists. */
export const CatalogBrand = z.object({ name: z.string(), slug: z.string(), productCount: z.number().int() })
export type CatalogBrand = z.infer<typeof CatalogBrand>
/** GET /svc_content/catalog/brands */
export const CatalogBrandsResponse = z.object({ brands: z.array(CatalogBrand) })

/** A gym on the map: coordinates are null until an operator places it. */
export const EquippedGym = z.object({
  _id: z.number().int(),
  name: z.string(),
  city: z.string(),
  region: z.string(),
  countryId: z.string(),
  website: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
})
export type EquippedGym = z.infer<typeof EquippedGym>

const BrandName = PlainText.trim().min(1).max(80)

/** GET /svc_content/gyms?brand={name}: the approved gyms of a brand. */
export const EquippedGymsQuery = z.object({ brand: BrandName })
export const EquippedGymsResponse = z.object({ brand: z.string(), gyms: z.array(EquippedGym) })
export type EquippedGymsResponse = z.infer<typeof EquippedGymsResponse>

/** A website a gym gives: http or https only, so the map never links a script or a local file. */
const GymWebsite = z
  .string()
  .trim()
  .max(200)
  .refine((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
    } catch {
      return false
    }
  }, 'must be a web address starting with https://')

/** POST /svc_content/gyms: a signed-in customer adds their gym (enable_gym_add); it waits for review. */
export const GymSubmissionRequest = z.object({
  brand: BrandName,
  name: PlainText.trim().min(2, 'Please enter your gym\'s name').max(120),
  city: PlainText.trim().min(1, 'Please enter your city').max(80),
  region: PlainText.trim().max(80).optional().default(''),
  countryId: CountryCode,
  website: z.union([GymWebsite, z.literal('').transform(() => null)]).nullable().optional().default(null),
})
export type GymSubmissionRequest = z.input<typeof GymSubmissionRequest>
export type GymSubmission = z.output<typeof GymSubmissionRequest>

export const GYM_STATUSES = ['pending', 'approved', 'rejected'] as const
export const SubmittedGym = EquippedGym.extend({ brand: z.string(), status: z.enum(GYM_STATUSES), createdAt: z.string() })
export type SubmittedGym = z.infer<typeof SubmittedGym>
export const GymSubmissionResponse = z.object({ gym: SubmittedGym })
/** GET /svc_content/gyms/mine: the gyms the customer added, with their review status. */
export const MyGymsResponse = z.object({ gyms: z.array(SubmittedGym) })

/** Operator calls: the gyms waiting for review, and a review. Approving places the gym on the map. */
export const PendingGymsResponse = z.object({ gyms: z.array(SubmittedGym) })
export const GymReviewParams = z.object({ id: integerParam(Id) })
export const GymReviewRequest = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  z.object({ decision: z.literal('reject') }),
])
