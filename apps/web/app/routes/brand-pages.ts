/** Brand pages whose path is a pattern inside one segment (shell §2): /{brand}-catalog, /{brand}-equipped-gyms. */
export type BrandPage = { kind: 'catalog' | 'equipped-gyms'; slug: string }

export function brandPagePattern(restPath: string): BrandPage | undefined {
  const match = /^\/([a-z0-9]+(?:-[a-z0-9]+)*?)-(catalog|equipped-gyms)\/?$/i.exec(restPath)
  if (!match?.[1] || !match[2]) return undefined
  return { kind: match[2].toLowerCase() as BrandPage['kind'], slug: match[1].toLowerCase() }
}
