import type { EquippedGym } from '@ironhouse/contracts'

const WIDTH = 960
const PADDING_DEGREES = 6
const GRID_DEGREES = 15

type Placed = EquippedGym & { latitude: number; longitude: number }

/** The box the gyms span, padded, in degrees (a single gym still gets a box around it). */
function boundsOf(gyms: ReadonlyArray<Placed>) {
  const lats = gyms.map((g) => g.latitude)
  const lons = gyms.map((g) => g.longitude)
  return {
    south: Math.max(-85, Math.min(...lats) - PADDING_DEGREES),
    north: Math.min(85, Math.max(...lats) + PADDING_DEGREES),
    west: Math.max(-180, Math.min(...lons) - PADDING_DEGREES),
    east: Math.min(180, Math.max(...lons) + PADDING_DEGREES),
  }
}

/** The multiples of `step` inside [from, to]. */
function gridLines(from: number, to: number, step: number): Array<number> {
  const lines: Array<number> = []
  for (let v = Math.ceil(from / step) * step; v <= to; v += step) lines.push(v)
  return lines
}

/**
 * The gym map (shell §2, flag enable_gym_map): every placed gym as a point on an equirectangular
 * projection of the area they span, with a graticule every 15°. The store works without a tile
 * server, so the map draws places, not coastlines; the list below it names every gym.
 */
export function GymMap({ gyms, brand }: { gyms: ReadonlyArray<EquippedGym>; brand: string }) {
  const placed = gyms.filter((g): g is Placed => g.latitude !== null && g.longitude !== null)
  if (placed.length === 0) return null
  const box = boundsOf(placed)
  // degrees of longitude shrink with the cosine of the latitude: scale x at the box's middle latitude
  const xScale = Math.cos((((box.north + box.south) / 2) * Math.PI) / 180)
  const unit = WIDTH / ((box.east - box.west) * xScale)
  const height = Math.round((box.north - box.south) * unit)
  const x = (lon: number) => (lon - box.west) * xScale * unit
  const y = (lat: number) => (box.north - lat) * unit
  return (
    <figure className="gym-map">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby="gym-map-title">
        <title id="gym-map-title">{`Map of ${placed.length} gyms equipped with ${brand} gear`}</title>
        <rect width={WIDTH} height={height} className="gym-map__sea" />
        {gridLines(box.west, box.east, GRID_DEGREES).map((lon) => (
          <line key={`lon${lon}`} x1={x(lon)} x2={x(lon)} y1={0} y2={height} className="gym-map__grid" />
        ))}
        {gridLines(box.south, box.north, GRID_DEGREES).map((lat) => (
          <line key={`lat${lat}`} x1={0} x2={WIDTH} y1={y(lat)} y2={y(lat)} className="gym-map__grid" />
        ))}
        {placed.map((gym) => (
          <circle key={gym._id} cx={x(gym.longitude)} cy={y(gym.latitude)} r={7} className="gym-map__gym">
            <title>{`${gym.name}, ${gym.city}`}</title>
          </circle>
        ))}
      </svg>
      <figcaption>Each point is a gym; hover or tap one for its name. Every gym is listed below.</figcaption>
    </figure>
  )
}
