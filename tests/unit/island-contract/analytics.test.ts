import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ANONYMOUS_ID_STORAGE_KEY,
  anonymousId,
  configureAnalytics,
  track,
} from '../../../src/island-contract/analytics'
import { defined } from '../../../testkit/defined'

class MemoryStorage {
  map = new Map<string, string>()
  getItem(k: string) {
    return this.map.get(k) ?? null
  }
  setItem(k: string, v: string) {
    this.map.set(k, v)
  }
}

let win: Record<string, unknown>
beforeEach(() => {
  win = { sessionStorage: new MemoryStorage() }
  vi.stubGlobal('window', win)
  configureAnalytics({ globalName: 'docsAnalytics' })
})
afterEach(() => vi.unstubAllGlobals())

describe('track', () => {
  it('sends nothing when the analytics function does not exist', () => {
    expect(track('ConsoleButtonClicked', { target: 'https://console.example.com/console' })).toBe(false)
  })

  it('calls the configured global with the event, the payload and a session-scoped anonymous id', () => {
    const fn = vi.fn<(event: string, payload: Record<string, unknown>) => void>()
    win.siteStats = fn
    configureAnalytics({ globalName: 'siteStats' })
    expect(track('BuyCreditButtonClicked', { target: 'https://console.example.com/expense/recharge' })).toBe(true)
    expect(track('ConsoleButtonClicked', { target: 'https://console.example.com/console' })).toBe(true)
    expect(fn).toHaveBeenCalledTimes(2)
    const [e1, p1] = defined(fn.mock.calls[0], 'the first call')
    const [e2, p2] = defined(fn.mock.calls[1], 'the second call')
    expect(e1).toBe('BuyCreditButtonClicked')
    expect(p1.target).toBe('https://console.example.com/expense/recharge')
    expect(e2).toBe('ConsoleButtonClicked')
    expect(p1.anonymousId).toMatch(/^[\w-]{8,64}$/)
    expect(p2.anonymousId).toBe(p1.anonymousId)
    expect((win.sessionStorage as MemoryStorage).getItem(ANONYMOUS_ID_STORAGE_KEY)).toBe(p1.anonymousId)
  })

  it('never lets a throwing analytics script break the caller', () => {
    win.docsAnalytics = () => {
      throw new Error('boom')
    }
    expect(track('ConsoleButtonClicked', { target: 'https://console.example.com/console' })).toBe(false)
  })
})

describe('anonymousId', () => {
  it('replaces a corrupt stored id', () => {
    const storage = new MemoryStorage()
    storage.setItem(ANONYMOUS_ID_STORAGE_KEY, '<script>')
    const id = anonymousId(storage)
    expect(id).not.toBe('<script>')
    expect(storage.getItem(ANONYMOUS_ID_STORAGE_KEY)).toBe(id)
  })

  it('works without storage (private mode)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    const a = anonymousId(throwing)
    expect(a).toMatch(/^[\w-]{8,64}$/)
    expect(anonymousId(throwing)).toBe(a)
  })
})
