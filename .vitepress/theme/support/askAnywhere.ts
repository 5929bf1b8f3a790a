/**
 * Asking from the page (BEHAVIOUR.md search §2.6), loaded on the first selection in a doc page's
 * content or when a reader first reaches a code block (`askAnywhereTrigger.ts`):
 *
 * - a 问问 AI / Ask AI button beside selected text: below the selection's last line (above its first
 *   when the viewport has no room below), never over the selected text; announced, reached with Tab,
 *   gone on Escape, on scroll and when the selection collapses;
 * - 解释这段代码 / Explain this code beside each code block's copy button (after the code in the tab order).
 *
 * Both hand the assistant the quote and the page through the island's one entry (`OpenRequest.quote`
 * with `page`), docked where it fits.
 */
import type { PageData } from 'vitepress'
import { isImeComposing } from '../../../src/contracts/keyboard'
import { pageUrlOf } from '../../../src/contracts/page-url'
import type { AskQuote } from '../../../src/island-contract/quote'
import type { AskAnywhereStrings } from '../../../src/island-contract/strings/ask-anywhere'
import { openSearchIsland } from '../composables/searchOpener'
import css from '../styles/ask-anywhere.css?inline'

/** The selection is read this long after it last changed (a drag or Shift+arrows changes it many times). */
const SELECTION_SETTLE_MS = 150
/** Gap between the selection and its button, in CSS pixels. */
const BUTTON_GAP_PX = 8

const CONTENT = '.vp-doc'
const CODE_BLOCK = 'div[class*=language-]'
/** What VitePress's own copy button leaves out of a block's text. */
const NOT_COPIED = '.vp-copy-ignore, .diff.remove'

let started = false

type Strings = () => AskAnywhereStrings
type Ask = (quote: AskQuote) => void

export async function startAskAnywhere(pageData: () => PageData): Promise<void> {
  if (started) return
  started = true
  // Imported here, not at the top: the page's initial code then names one file to preload, not three.
  const { askAnywhereStringsFor } = await import('../../../src/island-contract/strings/ask-anywhere')
  const style = document.createElement('style')
  style.textContent = css
  document.head.append(style)
  // The page's language as VitePress declares it on <html> (zh-CN, en-US): the locale's rule is not
  // imported here, or it would join every page's initial code.
  const strings = () => askAnywhereStringsFor(document.documentElement.lang.startsWith('en') ? 'en' : 'zh')
  const ask = (quote: AskQuote) => {
    const { relativePath, title } = pageData()
    void openSearchIsland({ tab: 'ai', quote, page: { url: pageUrlOf(relativePath), title }, dockIfFits: true })
  }
  const selection = new SelectionButton(strings, ask)
  selection.listen()
  decorateCodeBlocks(strings, ask)
  // Text selected before the helper was in.
  selection.update()
}

/** The selection in the content, as a quote, with the rectangles of its lines; null when there is none. */
function readSelection(): { quote: AskQuote; rects: DOMRect[] } | null {
  const sel = getSelection()
  if (!sel || sel.isCollapsed || !sel.rangeCount) return null
  const range = sel.getRangeAt(0)
  const node = range.commonAncestorContainer
  const el = node instanceof Element ? node : node.parentElement
  if (!el?.closest(CONTENT)) return null
  const text = sel.toString()
  if (!text.trim()) return null
  const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0)
  const block = el.closest(CODE_BLOCK)
  return { quote: block ? { kind: 'code', text, lang: languageOf(block) } : { kind: 'text', text }, rects }
}

type Box = Pick<DOMRect, 'top' | 'right' | 'bottom'>

/**
 * Where the selection's button goes, in the viewport's coordinates: BUTTON_GAP_PX below the last line
 * of the selection, its right edge at that line's end, never over the selected text: above the first
 * line when the viewport has no room below, and kept inside the viewport.
 */
export function buttonPlace(
  first: Box,
  last: Box,
  button: { width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number } {
  const { width: w, height: h } = button
  const below = last.bottom + BUTTON_GAP_PX
  const top = below + h <= viewport.height ? below : Math.max(first.top - BUTTON_GAP_PX - h, 0)
  const left = Math.min(Math.max(last.right - w, BUTTON_GAP_PX), viewport.width - w - BUTTON_GAP_PX)
  return { top, left }
}

/**
 * Whether a key takes the focus to the shown button: the first plain Tab after a selection, from the
 * content or from nothing in particular. The button sits at the end of the page's markup, which Tab
 * would otherwise reach last.
 */
export function tabReachesButton(
  e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>,
  active: Element | null,
): boolean {
  if (e.key !== 'Tab' || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return false
  return !active || active === document.body || Boolean(active.closest(CONTENT))
}

/**
 * The button beside selected text: shown once the selection settles, placed by `buttonPlace`,
 * announced, reached with Tab; gone on Escape, on scroll and resize, when the selection collapses and
 * when the focus leaves it. A click asks about what is selected then.
 */
class SelectionButton {
  private readonly button = document.createElement('button')
  private readonly status = document.createElement('div')
  private quote: AskQuote | null = null
  private pointerDown = false
  private timer: ReturnType<typeof setTimeout> | undefined
  /** Where the focus was before Tab took it to the button: it goes back there when the button goes. */
  private focusBefore: HTMLElement | null = null

  constructor(
    private readonly strings: Strings,
    private readonly ask: Ask,
  ) {
    this.button.type = 'button'
    this.button.className = 'AskSelection'
    this.button.hidden = true
    // VitePress's own visually-hidden class: read by screen readers, not shown.
    this.status.className = 'AskSelection-status visually-hidden'
    this.status.setAttribute('role', 'status')
    document.body.append(this.button, this.status)
  }

  readonly hide = () => {
    const { button } = this
    if (button.hidden) return
    if (document.activeElement === button) {
      if (this.focusBefore?.isConnected) this.focusBefore.focus({ preventScroll: true })
      else button.blur()
    }
    this.focusBefore = null
    button.hidden = true
    this.status.textContent = ''
    this.quote = null
  }

  readonly update = () => {
    const { button } = this
    const found = readSelection()
    if (!found) return this.hide()
    const t = this.strings()
    this.quote = found.quote
    button.textContent = t.askSelection
    button.setAttribute('aria-label', t.askSelectionLabel)
    const wasHidden = button.hidden
    button.hidden = false
    const first = found.rects[0]
    const last = found.rects[found.rects.length - 1]
    if (!first || !last) return this.hide()
    const size = { width: button.offsetWidth, height: button.offsetHeight }
    const { top, left } = buttonPlace(first, last, size, { width: window.innerWidth, height: window.innerHeight })
    button.style.top = `${top + window.scrollY}px`
    button.style.left = `${left + window.scrollX}px`
    if (wasHidden) this.status.textContent = t.selectionAnnouncement
  }

  private schedule() {
    clearTimeout(this.timer)
    this.timer = setTimeout(this.update, SELECTION_SETTLE_MS)
  }

  private readonly onKeyDown = (e: KeyboardEvent) => {
    const { button } = this
    if (button.hidden || isImeComposing(e)) return
    if (e.key === 'Escape') return this.hide()
    const active = document.activeElement
    if (active === button || !tabReachesButton(e, active)) return
    e.preventDefault()
    this.focusBefore = active instanceof HTMLElement && active !== document.body ? active : null
    button.focus({ preventScroll: true })
  }

  listen() {
    const { button } = this
    document.addEventListener('selectionchange', () => {
      // A drag is read when it ends; a collapsed selection hides the button at once.
      if (getSelection()?.isCollapsed) return this.hide()
      if (!this.pointerDown) this.schedule()
    })
    document.addEventListener('pointerdown', (e) => {
      if (e.target !== button) this.pointerDown = true
    })
    document.addEventListener('pointerup', () => {
      if (!this.pointerDown) return
      this.pointerDown = false
      this.schedule()
    })
    // Clicking the button keeps the selection (and the focus where it was).
    button.addEventListener('pointerdown', (e) => e.preventDefault())
    button.addEventListener('click', () => {
      // What is selected when the reader clicks: the button may still show an earlier state of it (the
      // word a double click selected, before the third click's paragraph settled).
      const q = readSelection()?.quote ?? this.quote
      this.hide()
      if (q) this.ask(q)
    })
    button.addEventListener('blur', (e) => {
      if (e.relatedTarget) this.hide()
    })
    document.addEventListener('keydown', this.onKeyDown)
    addEventListener('scroll', this.hide, { capture: true, passive: true })
    addEventListener('resize', this.hide, { passive: true })
  }
}

/**
 * 解释这段代码 / Explain this code on each code block of the content, after VitePress's copy button; the
 * blocks of pages reached later get theirs when a reader comes near one.
 */
function decorateCodeBlocks(strings: Strings, ask: Ask) {
  const decorate = (block: Element) => {
    if (block.querySelector(':scope > .AskCode')) return
    const action = document.createElement('button')
    action.type = 'button'
    action.className = 'AskCode'
    action.textContent = strings().explainCode
    action.addEventListener('click', () => {
      const pre = block.querySelector('pre')?.cloneNode(true) as HTMLElement | undefined
      if (!pre) return
      pre.querySelectorAll(NOT_COPIED).forEach((n) => n.remove())
      ask({ kind: 'code', text: pre.textContent ?? '', lang: languageOf(block) })
    })
    // Last in the block: VitePress's copy button finds the code as its next-but-one sibling, and the
    // tab order reads copy, the code, then this action (CSS draws it beside the copy button).
    block.append(action)
  }
  const intent = (e: Event) => {
    const block = (e.target as Element).closest?.(`${CONTENT} ${CODE_BLOCK}`)
    if (block) decorate(block)
  }
  document.addEventListener('pointerover', intent)
  document.addEventListener('focusin', intent)
  document.querySelectorAll(`${CONTENT} ${CODE_BLOCK}`).forEach(decorate)
}

/** A block's language, from its `language-<name>` class. */
function languageOf(block: Element): string | undefined {
  return /(?:^|\s)language-([\w+#.-]+)/.exec(block.className)?.[1]
}
