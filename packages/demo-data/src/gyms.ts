/** A gym of the demo store's equipped-gyms map (docs/equipped-gyms.md): fictional gyms in real cities. */
export type DemoEquippedGym = {
  brand: string
  name: string
  city: string
  region: string
  countryId: string
  website: string | null
  latitude: number
  longitude: number
}

const gym = (brand: string, name: string, city: string, region: string, countryId: string, latitude: number, longitude: number, website: string | null = null): DemoEquippedGym => ({
  brand,
  name,
  city,
  region,
  countryId,
  website,
  latitude,
  longitude,
})

/** Approved gyms of the four brands the demo catalogue carries, across the store's regions. */
export const DEMO_EQUIPPED_GYMS: ReadonlyArray<DemoEquippedGym> = [
  gym('Ironhouse', 'Foundry Strength Club', 'Columbus', 'Ohio', 'US', 39.9612, -82.9988, 'https://foundry-strength.example'),
  gym('Ironhouse', 'Iron Valley Barbell', 'Austin', 'Texas', 'US', 30.2672, -97.7431, 'https://ironvalley.example'),
  gym('Ironhouse', 'Harbor Street Athletics', 'Boston', 'Massachusetts', 'US', 42.3601, -71.0589),
  gym('Ironhouse', 'Summit Conditioning', 'Denver', 'Colorado', 'US', 39.7392, -104.9903, 'https://summit-conditioning.example'),
  gym('Ironhouse', 'Pacific Lifting Collective', 'Portland', 'Oregon', 'US', 45.5152, -122.6784),
  gym('Ironhouse', 'Lakeshore Barbell Club', 'Chicago', 'Illinois', 'US', 41.8781, -87.6298, 'https://lakeshore-barbell.example'),
  gym('Ironhouse', 'Gulf Coast Strength', 'Tampa', 'Florida', 'US', 27.9506, -82.4572),
  gym('Ironhouse', 'Desert Iron Gym', 'Phoenix', 'Arizona', 'US', 33.4484, -112.074),
  gym('Ironhouse', 'Northern Forge Fitness', 'Minneapolis', 'Minnesota', 'US', 44.9778, -93.265),
  gym('Ironhouse', 'Red Rock Garage Gym', 'Salt Lake City', 'Utah', 'US', 40.7608, -111.891),
  gym('Ironhouse', 'Maple Barbell', 'Toronto', 'Ontario', 'CA', 43.6532, -79.3832, 'https://maple-barbell.example'),
  gym('Ironhouse', 'Coastline Strength', 'Vancouver', 'British Columbia', 'CA', 49.2827, -123.1207),
  gym('Ironhouse', 'Thames Strength Works', 'London', 'England', 'GB', 51.5072, -0.1276, 'https://thames-strength.example'),
  gym('Ironhouse', 'Clyde Iron Club', 'Glasgow', 'Scotland', 'GB', 55.8642, -4.2518),
  gym('Ironhouse', 'Kanal Kraftraum', 'Berlin', 'Berlin', 'DE', 52.52, 13.405),
  gym('Ironhouse', 'Grachten Barbell', 'Amsterdam', 'North Holland', 'NL', 52.3676, 4.9041),
  gym('Ironhouse', 'Harbour City Strength', 'Sydney', 'New South Wales', 'AU', -33.8688, 151.2093, 'https://harbourcity-strength.example'),
  gym('Ironhouse', 'Southern Cross Lifting', 'Melbourne', 'Victoria', 'AU', -37.8136, 144.9631),
  gym('Kilo Forge', 'Plate & Chalk', 'Nashville', 'Tennessee', 'US', 36.1627, -86.7816),
  gym('Kilo Forge', 'Steel City Strongman', 'Pittsburgh', 'Pennsylvania', 'US', 40.4406, -79.9959, 'https://steelcity-strongman.example'),
  gym('Kilo Forge', 'Prairie Power Gym', 'Calgary', 'Alberta', 'CA', 51.0447, -114.0719),
  gym('Kilo Forge', 'Mersey Weightlifting', 'Liverpool', 'England', 'GB', 53.4084, -2.9916),
  gym('Northbound Athletics', 'Trailhead Fitness', 'Seattle', 'Washington', 'US', 47.6062, -122.3321),
  gym('Northbound Athletics', 'Ridge Runner Athletics', 'Asheville', 'North Carolina', 'US', 35.5951, -82.5515, 'https://ridgerunner.example'),
  gym('Northbound Athletics', 'Fjordside Training', 'Oslo', 'Oslo', 'NO', 59.9139, 10.7522),
  gym('Concept 2', 'Riverbend Rowing & Conditioning', 'Philadelphia', 'Pennsylvania', 'US', 39.9526, -75.1652, 'https://riverbend-rowing.example'),
  gym('Concept 2', 'Tideway Erg Studio', 'London', 'England', 'GB', 51.4816, -0.1909),
  gym('Concept 2', 'Brisbane Erg Club', 'Brisbane', 'Queensland', 'AU', -27.4698, 153.0251),
]
