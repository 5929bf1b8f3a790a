import fs from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readSiteSettings } from '../../../.vitepress/site'
import { parseNodeUrl } from '../../../src/contracts/search-config'

afterEach(() => vi.unstubAllEnvs())

describe('site settings', () => {
  it('README documents every environment variable site.ts reads', () => {
    const source = fs.readFileSync(new URL('../../../.vitepress/site.ts', import.meta.url), 'utf8')
    const readme = fs.readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')
    const vars = [...source.matchAll(/env\('([A-Z_]+)'/g)].map((m) => m[1])
    expect(vars.length).toBeGreaterThan(10)
    for (const v of vars) expect(readme, v).toContain('`' + v + '`')
  })

  it('has neutral defaults with an example.com console', () => {
    const s = readSiteSettings()
    expect(new URL(s.consoleHost).host).toBe('console.example.com')
    expect(s.search.nodes).toEqual([])
  })

  it('reads Typesense nodes from the environment, with port defaults', () => {
    vi.stubEnv('TYPESENSE_NODES', 'https://ts1.example.com, http://ts2.example.com:8108/api/ , not a url')
    vi.stubEnv('SITE_CONSOLE_HOST', 'https://console.example.org/')
    const s = readSiteSettings()
    expect(s.search.nodes).toEqual([
      { protocol: 'https', host: 'ts1.example.com', port: 443, path: '' },
      { protocol: 'http', host: 'ts2.example.com', port: 8108, path: '/api' },
    ])
    expect(s.consoleHost).toBe('https://console.example.org')
  })

  it('rejects node URLs that are not http(s)', () => {
    expect(parseNodeUrl('ftp://x.example.com')).toBeNull()
    expect(parseNodeUrl('http://ts.example.com')).toEqual({
      protocol: 'http',
      host: 'ts.example.com',
      port: 80,
      path: '',
    })
  })

  it('never reads the admin key', () => {
    const source = fs.readFileSync(new URL('../../../.vitepress/site.ts', import.meta.url), 'utf8')
    expect(source).not.toMatch(/env\('TYPESENSE_ADMIN_KEY'/)
  })
})
