/**
 * The page URL of a loader's request. React Router 8 hands a client-side navigation's data request to
 * loaders as it came (`/the-ohio-bar.data?_routes=USA:resolve`, `/_.data` for an index route); the
 * page it loads for is `/the-ohio-bar`. Loaders read paths and queries through this, never the raw URL.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url)
  if (url.pathname.endsWith('/_.data')) url.pathname = url.pathname.slice(0, -'_.data'.length)
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length)
  url.searchParams.delete('_routes')
  return url
}
