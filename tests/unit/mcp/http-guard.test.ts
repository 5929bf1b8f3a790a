import { describe, expect, it } from 'vitest'
import { httpAccess, normaliseOrigin, refusal } from '../../../src/mcp/http-guard'

describe('Host and Origin checks', () => {
  it('a server bound to another address answers to that address and --allowed-hosts only', () => {
    const access = httpAccess('10.0.0.5', 8232, ['docs-mcp.example.com', 'other.example:9000'])
    expect(refusal(access, { host: '10.0.0.5:8232' })).toBeNull()
    expect(refusal(access, { host: 'docs-mcp.example.com' })).toBeNull()
    expect(refusal(access, { host: 'DOCS-MCP.example.com:443' })).toBeNull()
    expect(refusal(access, { host: 'other.example:9000' })).toBeNull()
    expect(refusal(access, { host: 'other.example:9001' })).toMatch(/^Host "other.example:9001" is not this server/)
    expect(refusal(access, { host: 'localhost:8232' })).toMatch(/is not this server/)
    expect(refusal(access, { host: 'rebound.example:8232' })).toMatch(/is not this server/)
    expect(refusal(access, {})).toMatch(/is not this server/)
    // Its own origin is allowed; an allowed host is not an allowed origin.
    expect(refusal(access, { host: '10.0.0.5:8232', origin: 'http://10.0.0.5:8232' })).toBeNull()
    expect(refusal(access, { host: '10.0.0.5:8232', origin: 'https://docs-mcp.example.com' })).toMatch(
      /^Origin "https:\/\/docs-mcp.example.com" is not allowed/,
    )
  })
  it('every interface answers to the loopback names and the bound address; allowed origins are normalised', () => {
    const access = httpAccess('0.0.0.0', 80, [], ['https://App.Example.com/'])
    for (const host of ['127.0.0.1', 'localhost:80', '[::1]', '0.0.0.0:80'])
      expect(refusal(access, { host }), host).toBeNull()
    expect(refusal(access, { host: '192.168.1.5' })).toMatch(/is not this server/)
    expect(refusal(access, { host: 'localhost', origin: 'https://app.example.com' })).toBeNull()
    expect(refusal(access, { host: 'localhost', origin: 'http://app.example.com' })).toMatch(/not allowed/)
    expect(() => normaliseOrigin('https://app.example.com/path')).toThrow()
    expect(() => normaliseOrigin('app.example.com')).toThrow()
  })
})
