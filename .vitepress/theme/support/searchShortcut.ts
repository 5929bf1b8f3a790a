/**
 * The search shortcuts: Ctrl/Cmd+K anywhere, / outside text fields. Self-contained (no imports, no
 * helpers) because its source is also inlined in the page head, where it catches a shortcut pressed
 * before the theme has mounted; otherwise the first keystroke after load is lost.
 */
export function isSearchShortcut(e: KeyboardEvent): boolean {
  if (e.isComposing) return false
  const key = (e.key || '').toLowerCase()
  if ((e.metaKey || e.ctrlKey) && key === 'k') return true
  if (key !== '/' || e.metaKey || e.ctrlKey || e.altKey) return false
  const el = e.target as HTMLElement | null
  return !(el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName || '')))
}

/** Window property through which the head script hands an early shortcut to the search control. */
export const EARLY_SHORTCUT_GLOBAL = '__docsEarlySearch'

interface EarlyShortcut {
  pressed: boolean
  stop: () => void
}

/**
 * Window property through which the head script tells the AI inviter that Enter was pressed in its
 * field before it mounted (its send button is disabled until then, so the browser submits nothing).
 */
export const EARLY_ASK_GLOBAL = '__docsEarlyAsk'

/**
 * Head script: listens until the search control takes over, remembering whether a shortcut came, and
 * whether Enter came in the AI inviter's field.
 */
export function earlyShortcutScript(): string {
  return `(function(){var s={pressed:false};var f=${isSearchShortcut.toString()};function h(e){if(f(e)){e.preventDefault();s.pressed=true}else if(e.key==='Enter'&&!e.isComposing&&e.target.closest&&e.target.closest('.AiInviter'))window[${JSON.stringify(
    EARLY_ASK_GLOBAL,
  )}]=1}s.stop=function(){window.removeEventListener('keydown',h)};window.addEventListener('keydown',h);window[${JSON.stringify(
    EARLY_SHORTCUT_GLOBAL,
  )}]=s})()`
}

/** Stops the head script's listener; true when a shortcut was pressed before the control mounted. */
export function takeEarlyShortcut(win: Window): boolean {
  const early = (win as unknown as Record<string, EarlyShortcut | undefined>)[EARLY_SHORTCUT_GLOBAL]
  if (!early) return false
  early.stop()
  delete (win as unknown as Record<string, unknown>)[EARLY_SHORTCUT_GLOBAL]
  return early.pressed
}

/** True (once) when Enter was pressed in the AI inviter's field before it mounted. */
export function takeEarlyAsk(win: Window): boolean {
  const w = win as unknown as Record<string, unknown>
  const pressed = !!w[EARLY_ASK_GLOBAL]
  delete w[EARLY_ASK_GLOBAL]
  return pressed
}
