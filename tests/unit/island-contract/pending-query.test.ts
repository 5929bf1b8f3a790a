import { describe, expect, it } from 'vitest'
import { PENDING_QUERY_EXPIRY_MS, setPendingQuery, takePendingQuery } from '../../../src/island-contract/bus'

describe('pending AI query', () => {
  it('is trimmed, auto-submitted, taken once, and dropped after 30 s', () => {
    expect(PENDING_QUERY_EXPIRY_MS).toBe(30_000)
    setPendingQuery('  问题  ', 1000)
    expect(takePendingQuery(1000 + PENDING_QUERY_EXPIRY_MS)).toEqual({
      text: '问题',
      autoSubmit: true,
      timestamp: 1000,
    })
    expect(takePendingQuery(1000)).toBeNull()
    setPendingQuery('旧问题', 0)
    expect(takePendingQuery(PENDING_QUERY_EXPIRY_MS + 1)).toBeNull()
    setPendingQuery('   ', 0)
    expect(takePendingQuery(0)).toBeNull()
  })
})
