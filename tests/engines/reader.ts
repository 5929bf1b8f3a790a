// A reader's hands on an Engine: open a page, click, type, press keys, and wait until the page shows
// a state. Every wait polls the page for that state (never a fixed sleep) and fails, naming it, after
// WAIT_MS; on a loaded machine a page reaches the same state later, so the budget is generous.
import type { Engine, InputSource } from './engine'

const WAIT_MS = process.env.E2E_BUSY ? 60_000 : 30_000
const POLL_MS = 100

/** WebDriver's codes for the keys the paths press (W3C WebDriver, "keyboard actions"). */
const KEYS: Record<string, string> = {
  Control: '\uE009',
  Shift: '\uE008',
  Enter: '\uE007',
  Escape: '\uE00C',
  ArrowUp: '\uE013',
  ArrowDown: '\uE015',
  Tab: '\uE004',
}
const key = (name: string) => KEYS[name] ?? name

export interface Target {
  /** CSS selector. */
  css: string
  /** Only elements whose text contains this. */
  text?: string
  /** The nth visible match (0 by default). */
  nth?: number
}

/** Page side: the target's centre in viewport pixels after scrolling it into view, or null. */
const locate = (t: { css: string; text?: string; nth?: number }) => {
  const shown = Array.from(document.querySelectorAll(t.css)).filter(
    (e) =>
      e.getClientRects().length > 0 &&
      getComputedStyle(e).visibility !== 'hidden' &&
      (t.text === undefined || (e.textContent ?? '').includes(t.text)),
  )
  const el = shown[t.nth ?? 0]
  if (!el) return null
  el.scrollIntoView({ block: 'center', inline: 'nearest' })
  const r = el.getBoundingClientRect()
  return { x: Math.round(r.x + r.width / 2), y: Math.round(r.y + r.height / 2) }
}

export class Reader {
  constructor(
    readonly engine: Engine,
    readonly base: string,
    /** false: the browser runs no page script, and a page is ready once loaded. */
    readonly javaScript: boolean,
  ) {}

  /**
   * Loads a page and, with JavaScript on, waits until it has started: the load event can come before
   * the theme's scripts have run, and a click or a key then does nothing (only Ctrl+K and / are caught
   * that early, by the head script). The search control's mounting ends that head script, so the
   * head script's handle leaving the window is the sign.
   */
  async open(path: string) {
    await this.engine.goto(this.base + path)
    if (this.javaScript) await this.until('the page started', () => !('__docsEarlySearch' in window))
  }

  /** A clean origin: no storage left by an earlier path. */
  async forget() {
    await this.engine.goto(this.base + '/llms.txt')
    await this.engine.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
  }

  /** Polls `fn` in the page until it returns something truthy, and returns that. */
  until<A extends unknown[], R>(what: string, fn: (...args: A) => R, ...args: A): Promise<NonNullable<Awaited<R>>> {
    return this.poll(what, (value) => (value ? '' : String(value)), fn, args) as Promise<NonNullable<Awaited<R>>>
  }

  /**
   * A path's assertion: polls `fn` in the page until `judge` finds nothing wrong with what it returns
   * ('' ; the page may still be rendering), and fails with the last thing `judge` named.
   */
  async expect<A extends unknown[], R>(
    what: string,
    judge: (value: Awaited<R>) => string,
    fn: (...args: A) => R,
    ...args: A
  ) {
    await this.poll(what, judge, fn, args)
  }

  private async poll<A extends unknown[], R>(
    what: string,
    judge: (value: Awaited<R>) => string,
    fn: (...args: A) => R,
    args: A,
  ): Promise<Awaited<R>> {
    const deadline = Date.now() + WAIT_MS
    let problem: string
    for (;;) {
      try {
        const value = await this.engine.evaluate(fn, ...args)
        problem = judge(value)
        if (!problem) return value
      } catch (error) {
        // A navigation in progress destroys the page the script ran in: ask the next one.
        problem = String(error)
      }
      if (Date.now() > deadline) throw new Error(`waited ${WAIT_MS} ms for: ${what} (last: ${problem})`)
      await new Promise((r) => setTimeout(r, POLL_MS))
    }
  }

  private async at(target: Target) {
    return this.until(`${target.css}${target.text ? ` with "${target.text}"` : ''} to be visible`, locate, target)
  }

  async click(target: Target, count = 1) {
    const { x, y } = await this.at(target)
    const presses = Array.from({ length: count }, () => [
      { type: 'pointerDown', button: 0 },
      { type: 'pointerUp', button: 0 },
    ]).flat()
    await this.pointer([{ type: 'pointerMove', x, y, origin: 'viewport', duration: 0 }, ...presses])
  }

  async hover(target: Target) {
    const { x, y } = await this.at(target)
    await this.pointer([{ type: 'pointerMove', x, y, origin: 'viewport', duration: 0 }])
  }

  /** A key or a chord such as `Control+k`: modifiers held down around the last key. */
  async press(chord: string) {
    const keys = chord.split('+').map(key)
    const down = keys.map((value) => ({ type: 'keyDown', value }))
    const up = keys.reverse().map((value) => ({ type: 'keyUp', value }))
    await this.keyboard([...down, ...up])
  }

  async type(text: string) {
    await this.keyboard(
      Array.from(text).flatMap((value) => [
        { type: 'keyDown', value },
        { type: 'keyUp', value },
      ]),
    )
  }

  private keyboard(actions: Record<string, unknown>[]) {
    return this.engine.perform([{ type: 'key', id: 'keyboard', actions }])
  }

  private pointer(actions: Record<string, unknown>[]) {
    const source: InputSource = { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }
    return this.engine.perform([source])
  }
}
