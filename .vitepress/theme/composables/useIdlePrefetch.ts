import { onBeforeUnmount, onMounted } from 'vue'

/**
 * The island (and the index's meta) is prefetched when the browser is idle, this long after the load
 * event at the earliest, and at the latest after IDLE_PREFETCH_TIMEOUT_MS more: the page's own files
 * come first on a slow link, and the island's evaluation (one long task) stays out of the page's
 * start-up (at 500 ms Lighthouse's TBT on the home page rose from ≈ 20 to ≈ 190 ms). Soon enough that
 * on Slow 4G the island is there 2 s after load. A sign of intent (pointer over the control, focus, a
 * touch, the shortcut) loads it at once. BEHAVIOUR.md search §9.
 */
export const IDLE_PREFETCH_DELAY_MS = 1000
const IDLE_PREFETCH_TIMEOUT_MS = 2000

/** Runs `prefetch` once the page has loaded and then been idle (see IDLE_PREFETCH_DELAY_MS). */
export function useIdlePrefetch(prefetch: () => void): void {
  let handle: number | undefined
  const idle = (cb: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(cb, { timeout: IDLE_PREFETCH_TIMEOUT_MS })
      : setTimeout(cb, 1)
  const schedule = () => (handle = window.setTimeout(() => idle(prefetch), IDLE_PREFETCH_DELAY_MS))
  onMounted(() => {
    if (document.readyState === 'complete') schedule()
    else window.addEventListener('load', schedule, { once: true })
  })
  onBeforeUnmount(() => {
    window.clearTimeout(handle)
    window.removeEventListener('load', schedule)
  })
}
