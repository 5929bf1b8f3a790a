import type { StorageKey, StorageValue } from '../contracts/storage-keys'

/** localStorage that never throws: corrupt or unavailable storage reads as absent. */
export function readJson<T>(key: StorageKey, valid: (v: unknown) => v is T): T | null {
  try {
    const raw = window.localStorage.getItem(key)
    if (raw === null) return null
    const value: unknown = JSON.parse(raw)
    return valid(value) ? value : null
  } catch {
    return null
  }
}

export function readString(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function write<K extends StorageKey>(key: K, value: StorageValue<K>): void {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    /* private mode or quota: the choice lasts for this page only */
  }
}
