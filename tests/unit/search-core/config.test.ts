import { describe, expect, it } from 'vitest'
import { CONFIG_MESSAGES, MissingConfigurationError, resolveConfig, resolveNode } from '../../../src/search-core'

describe('search client configuration', () => {
  it('uses the exact typesense-js messages', () => {
    expect(() => resolveConfig({ nodes: [], apiKey: 'k' })).toThrow(
      new MissingConfigurationError(CONFIG_MESSAGES.nodes),
    )
    expect(() => resolveConfig({ nodes: [{ host: 'a.example.com' }], apiKey: 'k' })).toThrow(
      'Ensure that nodes[].protocol, nodes[].host and nodes[].port are set',
    )
    expect(() =>
      resolveConfig({ nodes: [{ url: 'https://a.example.com' }], nearestNode: { protocol: 'https' }, apiKey: 'k' }),
    ).toThrow('Ensure that nearestNodes.protocol, nearestNodes.host and nearestNodes.port are set')
    expect(() => resolveConfig({ nodes: [{ url: 'https://a.example.com' }], apiKey: '' })).toThrow(
      'Ensure that apiKey is set',
    )
  })

  it('defaults the port by protocol and the path to empty', () => {
    expect(resolveNode({ protocol: 'https', host: 'ts.example.com' })).toEqual({
      protocol: 'https',
      host: 'ts.example.com',
      port: 443,
      path: '',
    })
    expect(resolveNode({ protocol: 'http', host: 'ts.example.com' })?.port).toBe(80)
    expect(resolveNode({ url: 'https://ts.example.com:8443/search/' })).toEqual({
      protocol: 'https',
      host: 'ts.example.com',
      port: 8443,
      path: '/search',
    })
    expect(resolveNode({ url: 'ftp://x' })).toBeNull()
  })

  it('applies the client defaults of BEHAVIOUR.md search §9', () => {
    const c = resolveConfig({
      nodes: [{ url: 'https://a.example.com' }, { url: 'https://b.example.com' }],
      apiKey: 'k',
    })
    expect(c.connectionTimeoutSeconds).toBe(5)
    expect(c.healthcheckIntervalSeconds).toBe(60)
    expect(c.retryIntervalSeconds).toBe(0.1)
    expect(c.numRetries).toBe(3)
    expect(c.randomizeNodes).toBe(true)
    expect(c.useServerSideSearchCache).toBe(false)
    expect(c.cacheSearchResultsForSeconds).toBe(0)
  })

  it('retries nodes + 1 times when a nearest node exists', () => {
    const c = resolveConfig({
      nodes: [{ url: 'https://a.example.com' }, { url: 'https://b.example.com' }],
      nearestNode: { url: 'https://lb.example.com' },
      apiKey: 'k',
    })
    expect(c.numRetries).toBe(3)
    const single = resolveConfig({
      nodes: [{ url: 'https://a.example.com' }],
      nearestNode: { url: 'https://lb.example.com' },
      apiKey: 'k',
    })
    expect(single.numRetries).toBe(2)
  })
})
