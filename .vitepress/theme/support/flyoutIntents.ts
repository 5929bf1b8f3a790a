/**
 * What a reader does to a navigation flyout before the theme's code runs. On a slow device the page
 * shows (and CSS opens a menu on hover or focus) seconds before the app hydrates; a click in that time
 * reaches no code, so the menu would not know it was clicked open, and the reader's next click would
 * open it instead of closing it. A script in the page head records those events from the start; the
 * flyout's hydration (hydrateOnFirstIntent) takes them and hands them to the menu like later ones.
 */

/** The events that tell the reader reaches for a menu, in the order the browser fires them. */
export const FLYOUT_INTENT_EVENTS = ['mouseenter', 'focusin', 'click'] as const

/** Window property through which the head script hands its events to the flyouts. */
export const EARLY_FLYOUT_INTENTS_GLOBAL = '__docsEarlyFlyoutIntents'

interface EarlyFlyoutIntents {
  /** Stops recording and returns the events that happened inside `root`. */
  take: (root: Element) => Event[]
}

/**
 * Head script: records the intent events inside any `.NavFlyout` (`mouseenter` only on a menu itself:
 * it fires once per element entered), in capture phase on the document (Chromium does not pass
 * `mouseenter` through the window), until the first menu takes them. All menus take theirs while the
 * app hydrates, in one task, so none is missed in between. Kept terse: every page carries it (the
 * pages' JavaScript has a budget, tests/built/budgets.test.ts).
 */
export function earlyFlyoutIntentsScript(): string {
  return `(()=>{let s=[],t=${JSON.stringify(FLYOUT_INTENT_EVENTS)},h=e=>{let r=e.target.closest?.(".NavFlyout");r&&(e.type!="mouseenter"||e.target==r)&&s.push(e)};t.map(n=>document.addEventListener(n,h,!0));window.${EARLY_FLYOUT_INTENTS_GLOBAL}={take:r=>(t.map(n=>document.removeEventListener(n,h,!0)),s.filter(e=>r.contains(e.target)))}})()`
}

/** The events the head script recorded inside `root` (none without the script); stops its recording. */
export function takeEarlyFlyoutIntents(win: Window, root: Element): Event[] {
  const early = (win as unknown as Record<string, EarlyFlyoutIntents | undefined>)[EARLY_FLYOUT_INTENTS_GLOBAL]
  return early ? early.take(root) : []
}
