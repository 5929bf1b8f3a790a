// @vitest-environment jsdom
import type { PageData } from 'vitepress'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerSearchOpener } from '../../../.vitepress/theme/composables/searchOpener'
import { buttonPlace, startAskAnywhere, tabReachesButton } from '../../../.vitepress/theme/support/askAnywhere'
import type { OpenRequest } from '../../../src/island-contract/bus'

describe("where the selection's button goes", () => {
  const viewport = { width: 1000, height: 800 }
  const button = { width: 80, height: 30 }
  const line = (top: number, right: number) => ({ top, bottom: top + 20, right })

  it('8 px below the last line, its right edge at the line’s end', () => {
    expect(buttonPlace(line(100, 400), line(140, 600), button, viewport)).toEqual({ top: 168, left: 520 })
  })

  it('above the first line when the viewport has no room below, never above the viewport', () => {
    expect(buttonPlace(line(700, 400), line(760, 600), button, viewport)).toEqual({ top: 662, left: 520 })
    expect(buttonPlace(line(10, 400), line(760, 600), button, viewport).top).toBe(0)
  })

  it('inside the viewport sideways', () => {
    expect(buttonPlace(line(100, 40), line(100, 40), button, viewport).left).toBe(8)
    expect(buttonPlace(line(100, 1200), line(100, 1200), button, viewport).left).toBe(1000 - 80 - 8)
  })
})

describe('the Tab that reaches the button', () => {
  const tab = { key: 'Tab', shiftKey: false, altKey: false, ctrlKey: false, metaKey: false }
  const content = document.createElement('div')
  content.className = 'vp-doc'
  const inContent = content.appendChild(document.createElement('a'))
  const inNav = document.createElement('a')

  it('is a plain Tab from the content, the body or nowhere', () => {
    expect(tabReachesButton(tab, inContent)).toBe(true)
    expect(tabReachesButton(tab, document.body)).toBe(true)
    expect(tabReachesButton(tab, null)).toBe(true)
  })

  it('not from elsewhere on the page, nor with a modifier, nor another key', () => {
    expect(tabReachesButton(tab, inNav)).toBe(false)
    for (const mod of ['shiftKey', 'altKey', 'ctrlKey', 'metaKey'])
      expect(tabReachesButton({ ...tab, [mod]: true }, inContent)).toBe(false)
    expect(tabReachesButton({ ...tab, key: 'Enter' }, inContent)).toBe(false)
  })
})

describe('asking from the page', () => {
  let asked: OpenRequest[]
  const page = { relativePath: 'guide/ssh.md', title: 'SSH' } as PageData
  const button = () => document.querySelector<HTMLButtonElement>('.AskSelection')!
  const status = () => document.querySelector('.AskSelection-status')!

  /** Selects a paragraph's text, as a drag that ends (jsdom lays nothing out: the line's rectangle is given; it has no PointerEvent). */
  function select(el: Element) {
    const range = document.createRange()
    range.selectNodeContents(el)
    range.getClientRects = () => [new DOMRect(100, 100, 300, 20)] as unknown as DOMRectList
    document.dispatchEvent(new MouseEvent('pointerdown'))
    getSelection()!.removeAllRanges()
    getSelection()!.addRange(range)
    document.dispatchEvent(new Event('selectionchange'))
    document.dispatchEvent(new MouseEvent('pointerup'))
  }

  beforeAll(async () => {
    document.documentElement.lang = 'en-US'
    document.body.innerHTML = `
      <div class="vp-doc">
        <p id="para">Connect over SSH on port 22.</p>
        <div class="language-bash"><button class="copy"></button><pre><code>ssh dev <span class="vp-copy-ignore">$ </span>-p 22</code></pre></div>
      </div>`
    registerSearchOpener(async (req) => void asked.push(req))
    vi.useFakeTimers()
    await startAskAnywhere(() => page)
  })
  beforeEach(() => {
    asked = []
    getSelection()!.removeAllRanges()
    document.dispatchEvent(new Event('selectionchange'))
  })
  afterAll(() => vi.useRealTimers())

  it('a selection shows the button once it settles, announced', () => {
    select(document.getElementById('para')!)
    expect(button().hidden).toBe(true)
    vi.advanceTimersByTime(150)
    expect(button().hidden).toBe(false)
    expect(button().textContent).toBe('Ask AI')
    expect(button().getAttribute('aria-label')).toBe('Ask AI about the selected text')
    expect(status().textContent).toBe('Text selected. Press Tab to ask AI about it, Escape to dismiss.')
  })

  it('Tab takes the focus to it, Escape hides it', () => {
    select(document.getElementById('para')!)
    vi.advanceTimersByTime(150)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', cancelable: true }))
    expect(document.activeElement).toBe(button())
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(button().hidden).toBe(true)
    expect(status().textContent).toBe('')
  })

  it('a click asks about the selected text, with the page in scope, docked where it fits', () => {
    select(document.getElementById('para')!)
    vi.advanceTimersByTime(150)
    button().click()
    expect(asked).toEqual([
      {
        tab: 'ai',
        quote: { kind: 'text', text: 'Connect over SSH on port 22.' },
        page: { url: '/guide/ssh.html', title: 'SSH' },
        dockIfFits: true,
      },
    ])
    expect(button().hidden).toBe(true)
  })

  it('each code block gets Explain this code last, which asks about the code as the copy button copies it', () => {
    const block = document.querySelector('.language-bash')!
    const action = block.lastElementChild as HTMLButtonElement
    expect(action.className).toBe('AskCode')
    expect(action.textContent).toBe('Explain this code')
    action.click()
    expect(asked.map((r) => r.quote)).toEqual([{ kind: 'code', text: 'ssh dev -p 22', lang: 'bash' }])
  })
})
