import { describe, expect, it } from 'vitest'
import { pageUrl } from './page-url.ts'

const at = (url: string) => pageUrl(new Request(url))

describe('pageUrl', () => {
  it('a client navigation data request reads as the page it loads', () => {
    expect(at('http://x/the-ohio-bar.data?_routes=USA%3Aresolve').pathname).toBe('/the-ohio-bar')
    expect(at('http://x/ca/shoes.data?page=2&_routes=CAN%3Ashoes').href).toBe('http://x/ca/shoes?page=2')
    expect(at('http://x/_.data').pathname).toBe('/')
    expect(at('http://x/ca/_.data').pathname).toBe('/ca/')
  })
  it('a document request is left as it is', () => {
    expect(at('http://x/search?q=bar').href).toBe('http://x/search?q=bar')
  })
})
