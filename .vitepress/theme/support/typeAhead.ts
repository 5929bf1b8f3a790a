/**
 * Keys typed between opening the search (a click, a shortcut) and its input taking focus would land on
 * the page and be lost: the island loads on first use, which takes a moment on a cold page. These keep
 * the printable ones and type them into the input once it has focus. (An input method composes only
 * in a focused field, so Chinese typed before the input is there cannot be kept; letters, digits and
 * punctuation can.)
 */

/** How long keys are kept for an input that has not taken focus (the island failed to load, say). */
export const TYPE_AHEAD_MS = 3000

/**
 * Keeps printable keys typed outside text fields until an input `isTarget` accepts takes focus, then
 * types them into it (as an input event, so a React-controlled field sees them). Returns a stop function.
 */
export function keepKeysUntilFocus(
  win: Window & typeof globalThis,
  isTarget: (el: Element) => el is HTMLInputElement,
  timeoutMs = TYPE_AHEAD_MS,
): () => void {
  let kept = ''
  const onKeydown = (e: KeyboardEvent) => {
    const t = e.target as HTMLElement
    if (
      e.key.length > 1 ||
      e.ctrlKey ||
      e.metaKey ||
      e.altKey ||
      e.isComposing ||
      t.isContentEditable ||
      /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)
    )
      return
    e.preventDefault()
    kept += e.key
  }
  const onFocus = (e: FocusEvent) => {
    const el = e.target as Element
    if (!isTarget(el)) return
    stop()
    if (!kept) return
    // The native setter, then an input event: what a typed character does, as React listens for it.
    Object.getOwnPropertyDescriptor(win.HTMLInputElement.prototype, 'value')!.set!.call(el, el.value + kept)
    el.dispatchEvent(new win.Event('input', { bubbles: true }))
  }
  const timer = win.setTimeout(stop, timeoutMs)
  function stop() {
    win.removeEventListener('keydown', onKeydown, true)
    win.removeEventListener('focusin', onFocus, true)
    win.clearTimeout(timer)
  }
  win.addEventListener('keydown', onKeydown, true)
  win.addEventListener('focusin', onFocus, true)
  return stop
}
