// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { earlyShortcutScript, isSearchShortcut } from '../../../.vitepress/theme/support/searchShortcut'

// The keydown events each engine fires while a Chinese reader types 开 with a pinyin input method
// (k, a, Ctrl+K mid-composition, as input methods take Ctrl chords for their own commands, i, then
// Enter to commit the candidate), in order, with the composition events between them.
// Synthetic key events in a browser (Playwright, WebDriver) start no composition, so the engines' own
// orders are transcribed here: Chromium marks every key from the second on as composing; Gecko also
// names them "Process"; WebKit (Safari) ends the composition *before* the Enter that commits it, so
// that Enter has isComposing false and keyCode 229, and only the 229 tells it apart from a real Enter.

interface Step {
  type: 'keydown' | 'compositionstart' | 'compositionend'
  key?: string
  code?: string
  keyCode?: number
  isComposing?: boolean
  ctrlKey?: boolean
}

const compose = (key: string, code: string, isComposing: boolean, ctrlKey = false): Step => ({
  type: 'keydown',
  key,
  code,
  keyCode: 229,
  isComposing,
  ctrlKey,
})

const SEQUENCES: Record<string, Step[]> = {
  Chromium: [
    compose('k', 'KeyK', false),
    { type: 'compositionstart' },
    compose('a', 'KeyA', true),
    compose('k', 'KeyK', true, true),
    compose('i', 'KeyI', true),
    compose('Enter', 'Enter', true),
    { type: 'compositionend' },
  ],
  Gecko: [
    compose('Process', 'KeyK', false),
    { type: 'compositionstart' },
    compose('Process', 'KeyA', true),
    compose('Process', 'KeyK', true, true),
    compose('Process', 'KeyI', true),
    compose('Process', 'Enter', true),
    { type: 'compositionend' },
  ],
  'WebKit (Safari)': [
    compose('k', 'KeyK', false),
    { type: 'compositionstart' },
    compose('a', 'KeyA', true),
    compose('k', 'KeyK', true, true),
    compose('i', 'KeyI', true),
    { type: 'compositionend' },
    compose('Enter', 'Enter', false),
  ],
}

/** A plain Enter, once the input method has let go of the keyboard. */
const ENTER: Step = { type: 'keydown', key: 'Enter', code: 'Enter', keyCode: 13, isComposing: false }

function dispatch(target: Element, step: Step) {
  const event =
    step.type === 'keydown'
      ? new KeyboardEvent('keydown', { ...step, bubbles: true })
      : new CompositionEvent(step.type, { bubbles: true })
  // jsdom's KeyboardEvent takes no keyCode: set it as the engines report it.
  if (step.keyCode !== undefined) Object.defineProperty(event, 'keyCode', { value: step.keyCode })
  target.dispatchEvent(event)
  return event
}

const keydownEvents = (target: Element, steps: Step[]) =>
  steps.filter((s) => s.type === 'keydown').map((s) => dispatch(target, s) as KeyboardEvent)

afterEach(() => {
  document.body.innerHTML = ''
  const w = window as unknown as Record<string, { stop?: () => void } | undefined>
  for (const name of ['__docsEarlySearch', '__docsEarlyAsk']) {
    w[name]?.stop?.()
    delete w[name]
  }
})

describe('the search shortcuts ignore an input method’s keys in every engine', () => {
  for (const [engine, steps] of Object.entries(SEQUENCES)) {
    it(`${engine}: no key of a composition opens search; Ctrl+K after it does`, () => {
      document.body.innerHTML = '<p>text</p>'
      const target = document.querySelector('p')!
      expect(keydownEvents(target, steps).map((e) => isSearchShortcut(e))).toEqual(
        steps.filter((s) => s.type === 'keydown').map(() => false),
      )
      const ctrlK = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true })
      target.dispatchEvent(ctrlK)
      expect(isSearchShortcut(ctrlK)).toBe(true)
    })
  }
})

describe('Enter in the AI inviter before it has mounted asks only when it is not an input method’s', () => {
  const pressedAfter = (steps: Step[]) => {
    ;(window as unknown as { __docsEarlyAsk?: { stop: () => void } }).__docsEarlyAsk?.stop()
    new Function(earlyShortcutScript())()
    document.body.innerHTML = '<form class="AiInviter"><input></form>'
    for (const step of steps) dispatch(document.querySelector('.AiInviter input')!, step)
    return (window as unknown as { __docsEarlyAsk: { pressed: boolean } }).__docsEarlyAsk.pressed
  }

  // The head script's guard reads keyCode 229 as well as isComposing: Safari's committing Enter sets
  // only the first.
  for (const [engine, steps] of Object.entries(SEQUENCES)) {
    it(`${engine}: the Enter that commits a composition asks nothing; the next Enter asks`, () => {
      expect(pressedAfter(steps)).toBe(false)
      expect(pressedAfter([...steps, ENTER])).toBe(true)
    })
  }
})
