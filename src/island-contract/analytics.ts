/**
 * The one analytics helper of the site (shell buttons, search, chat). Events are sent only when the
 * configured global analytics function exists; each carries a session-scoped anonymous id.
 * Plain TypeScript, no React: the Vue shell imports it without pulling the island in.
 */
import { ANALYTICS_GLOBAL_DEFAULT, type AnalyticsEvent, type AnalyticsPayload } from '../contracts/analytics'
import { KEY_ANONYMOUS_ID } from '../contracts/page-storage-keys'

export { KEY_ANONYMOUS_ID as ANONYMOUS_ID_STORAGE_KEY }

type AnalyticsFn = (event: string, payload: Record<string, unknown>) => void

let globalName: string = ANALYTICS_GLOBAL_DEFAULT
let memoryId: string | null = null

export function configureAnalytics(options: { globalName: string }): void {
  if (options.globalName) globalName = options.globalName
}

function randomId(): string {
  const c = globalThis.crypto
  if (c && typeof c.randomUUID === 'function') return c.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}

/** A per-tab anonymous id, kept in session storage; in memory when storage is unavailable. */
export function anonymousId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage()): string {
  try {
    const stored = storage?.getItem(KEY_ANONYMOUS_ID)
    if (stored && /^[\w-]{8,64}$/.test(stored)) return stored
  } catch {
    /* unreadable storage: fall through */
  }
  const id = memoryId ?? randomId()
  memoryId = id
  try {
    storage?.setItem(KEY_ANONYMOUS_ID, id)
  } catch {
    /* private mode or quota: the in-memory id serves this page */
  }
  return id
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/** Sends `event` (with its contract's payload) when the analytics function exists; returns whether it was sent. */
export function track<E extends AnalyticsEvent>(event: E, payload: AnalyticsPayload<E>): boolean {
  if (typeof window === 'undefined') return false
  const fn = (window as unknown as Record<string, unknown>)[globalName]
  if (typeof fn !== 'function') return false
  try {
    ;(fn as AnalyticsFn)(event, { ...payload, anonymousId: anonymousId() })
    return true
  } catch {
    return false // a broken analytics script must never break the page
  }
}
