/**
 * The page's only code for asking from the page (BEHAVIOUR.md search §2.6): it waits for the first
 * text selected in a doc page's content, or for a reader reaching a code block (pointer or focus),
 * and then loads the helper (`askAnywhere.ts`) that draws the buttons. It is in every page's initial
 * JavaScript, so it is kept tiny: no optional chaining (the build spells it out), no retry of a
 * failed load (the next page load tries again).
 */
import type { PageData } from 'vitepress'

/** A code block of the content, or anything in one. */
const CODE_BLOCK_SELECTOR = '.vp-doc [class*=language-]'

export function listenForAsk(page: () => PageData): void {
  const load = (el: Element | null, selector: string) => {
    if (!el || !el.closest(selector)) return
    // Once asked for, the helper listens itself: these listeners leave every later pointer move alone.
    document.removeEventListener('selectionchange', selection)
    document.removeEventListener('pointerover', intent)
    document.removeEventListener('focusin', intent)
    void import('./askAnywhere').then((m) => m.startAskAnywhere(page))
  }
  const intent = (e: Event) => load(e.target as Element, CODE_BLOCK_SELECTOR)
  const selection = () => {
    // A page's document always has a selection object, and a selection that is not collapsed an anchor.
    const s = getSelection() as Selection
    if (!s.isCollapsed) load((s.anchorNode as Node).parentElement, '.vp-doc')
  }
  document.addEventListener('selectionchange', selection)
  document.addEventListener('pointerover', intent)
  document.addEventListener('focusin', intent)
  // Text selected while the page was still starting (a slow phone): no change is coming to report it.
  selection()
}
