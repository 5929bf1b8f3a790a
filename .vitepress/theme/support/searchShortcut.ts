/**
 * The search shortcuts: Ctrl/Cmd+K anywhere, / outside text fields. Self-contained (no imports, no
 * helpers) because its source is also inlined in the page head, where it catches a shortcut pressed
 * before the theme has mounted; otherwise the first keystroke after load is lost.
 */
export function isSearchShortcut(e: KeyboardEvent): boolean {
  // isImeComposing (src/contracts/keyboard.ts) restated: this source runs in the head, where nothing is imported.
  // eslint-disable-next-line local/one-home -- inlined in the page head
  if (e.isComposing || e.keyCode === 229) return false
  const key = (e.key || '').toLowerCase()
  if ((e.metaKey || e.ctrlKey) && key === 'k') return true
  if (key !== '/' || e.metaKey || e.ctrlKey || e.altKey) return false
  const el = e.target as HTMLElement | null
  return !(el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName || '')))
}

/** Window property through which the head script hands an early shortcut to the search control. */
const EARLY_SHORTCUT_GLOBAL = '__docsEarlySearch'

/**
 * Window property through which the head script tells the AI inviter that Enter was pressed in its
 * field before it mounted (its send button is disabled until then, so the browser submits nothing).
 * Its listener is separate from the shortcut's: the inviter is an async component that mounts after
 * the search control has stopped the shortcut listener, and an Enter in that gap must not be lost.
 */
const EARLY_ASK_GLOBAL = '__docsEarlyAsk'

/** What a head-script listener leaves on the window until its component takes over. */
interface EarlyKey {
  pressed: boolean
  stop: () => void
}

/** A keydown listener that remembers whether `test(e)` held, published on `window[name]`. */
function earlyKeyScript(name: string, test: string): string {
  return `(function(){var s={pressed:false};var t=${test};function h(e){if(t(e))s.pressed=true}s.stop=function(){window.removeEventListener('keydown',h)};window.addEventListener('keydown',h);window[${JSON.stringify(
    name,
  )}]=s})()`
}

/**
 * Head script: listens until the search control takes over, remembering whether a shortcut came (and
 * keeping the browser from acting on it); and, until the AI inviter takes over, whether Enter came in
 * the inviter's field.
 */
export function earlyShortcutScript(): string {
  const shortcut = `function(e){var f=${isSearchShortcut.toString()};if(f(e)){e.preventDefault();return true}return false}`
  // The same IME guard as isSearchShortcut's, for the same reason.
  const ask = `function(e){return e.key==='Enter'&&!e.isComposing&&e.keyCode!==229&&!!(e.target&&e.target.closest&&e.target.closest('.AiInviter'))}`
  return `${earlyKeyScript(EARLY_SHORTCUT_GLOBAL, shortcut)};${earlyKeyScript(EARLY_ASK_GLOBAL, ask)}`
}

/** Stops a head-script listener; true when its key came before the component mounted. */
function takeEarlyKey(win: Window, name: string): boolean {
  const w = win as unknown as Record<string, EarlyKey | undefined>
  const early = w[name]
  if (!early) return false
  early.stop()
  delete w[name]
  return early.pressed
}

/** Stops the head script's shortcut listener; true when a shortcut was pressed before the control mounted. */
export function takeEarlyShortcut(win: Window): boolean {
  return takeEarlyKey(win, EARLY_SHORTCUT_GLOBAL)
}

/** Stops the head script's inviter listener; true when Enter was pressed in the AI inviter's field first. */
export function takeEarlyAsk(win: Window): boolean {
  return takeEarlyKey(win, EARLY_ASK_GLOBAL)
}
