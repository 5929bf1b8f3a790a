import { describe, expect, it, vi } from 'vitest'
import { Errors } from 'typesense'
import { classifyError, isRetryable, kindForStatus, logSearchError, TtlCache } from '../../../src/search-core'

describe('status mapping', () => {
  it.each([
    [400, 'malformed_request'],
    [401, 'unauthorized'],
    [404, 'not_found'],
    [409, 'already_exists'],
    [422, 'unprocessable'],
    [500, 'server_error'],
    [503, 'server_error'],
    [418, 'http_error'],
  ])('%i → %s', (status, kind) => {
    expect(kindForStatus(status)).toBe(kind)
  })

  it('classifies typesense-js errors, network failures and message hints', () => {
    expect(classifyError(new Errors.RequestUnauthorized('x')).kind).toBe('unauthorized')
    expect(classifyError(new Errors.ObjectNotFound('x')).kind).toBe('not_found')
    expect(classifyError(new Errors.ServerError('x')).kind).toBe('server_error')
    expect(
      classifyError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })).kind,
    ).toBe('connection')
    expect(classifyError(new TypeError('fetch failed')).kind).toBe('connection')
    expect(classifyError(new Error('timeout of 5000ms exceeded')).kind).toBe('timeout')
    expect(
      classifyError(new Errors.RequestMalformed('Number of weights in `query_by_weights` does not match')).kind,
    ).toBe('invalid_weights')
    expect(classifyError(new Errors.RequestMalformed('Field `embedding` not found for vector_query')).kind).toBe(
      'vector_search',
    )
    expect(classifyError('weird').kind).toBe('unknown')
    expect(isRetryable('server_error') && isRetryable('connection') && !isRetryable('unauthorized')).toBe(true)
  })

  it('logs the failed search with its kind', () => {
    const logger = { warn: vi.fn(), error: vi.fn() }
    const e = logSearchError(new TypeError('fetch failed'), logger)
    expect(e.kind).toBe('connection')
    expect(logger.error.mock.calls.map((c) => c[0])).toEqual([
      'Doc Search error: fetch failed',
      'Typesense: connection refused or fetch failed — fallback results will be used',
    ])
  })
})

describe('result cache', () => {
  it('expires after 120 s, holds 100 entries and can be cleared', () => {
    let now = 0
    const cache = new TtlCache<number>(undefined, undefined, () => now)
    cache.set('a', 1)
    now = 119_999
    expect(cache.get('a')).toBe(1)
    now = 120_000
    expect(cache.get('a')).toBeUndefined()
    for (let i = 0; i < 105; i++) cache.set(`k${i}`, i)
    expect(cache.size).toBe(100)
    expect(cache.get('k0')).toBeUndefined()
    cache.clear()
    expect(cache.size).toBe(0)
  })
})
