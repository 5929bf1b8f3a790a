/**
 * Whether the announcement banner shows, from the raw stored value (BEHAVIOUR.md shell §4).
 * Self-contained on purpose: its source is also inlined into <head> (see config.ts) so the page
 * gets its `with-banner` class before first paint, with no layout shift.
 */
export function isBannerVisible(raw: string | null, now: number, reshowAfterMs: number): boolean {
  if (raw === null) return true
  let state: unknown
  try {
    state = JSON.parse(raw)
  } catch {
    return true // corrupt counts as absent
  }
  // isObject (src/contracts/json.ts) restated: this function's source is inlined in the page head.
  if (typeof state !== 'object' || state === null) return true
  const hidden = (state as { hidden?: unknown }).hidden
  const timestamp = (state as { timestamp?: unknown }).timestamp
  if (hidden !== true) return true
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return true
  // A timestamp from the future (clock changed) must not hide the banner for longer than promised.
  if (timestamp > now) return now + reshowAfterMs < timestamp
  return now - timestamp > reshowAfterMs
}

export function hiddenBannerState(now: number): string {
  return JSON.stringify({ hidden: true, timestamp: now })
}
