// @vitest-environment jsdom
import { act, createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ChatViewState, type ChatMessage } from '../../../src/react-islands/chat/types'
import { pinnedToEnd, useMessageScroll } from '../../../src/react-islands/chat/useMessageScroll'
import { reactHost } from './support/react-host'

describe('a list pinned to its end', () => {
  it('is at its end or within 120 px of it', () => {
    expect(pinnedToEnd({ scrollHeight: 1000, clientHeight: 400, scrollTop: 600 })).toBe(true)
    expect(pinnedToEnd({ scrollHeight: 1000, clientHeight: 400, scrollTop: 481 })).toBe(true)
    expect(pinnedToEnd({ scrollHeight: 1000, clientHeight: 400, scrollTop: 480 })).toBe(false)
  })
})

describe("the conversation's scroll", () => {
  const view = reactHost()
  let chatView: ChatViewState
  let scrolledIntoView: ReturnType<typeof vi.fn>
  /** The list's laid-out height: jsdom lays nothing out. */
  let height: number

  const msg = (id: string): ChatMessage => ({
    id,
    sender: 'ai',
    message: id,
    sources: [],
    isStreaming: false,
    isLoading: false,
  })
  function List({ messages }: { messages: ChatMessage[] }) {
    const { box, end } = useMessageScroll(chatView, messages)
    return createElement(
      'div',
      { ref: box, id: 'list' },
      messages.map((m) => createElement('p', { key: m.id }, m.message)),
      createElement('div', { ref: end }),
    )
  }
  const show = (messages: ChatMessage[]) => act(() => view.root.render(createElement(List, { messages })))
  const list = () => document.getElementById('list')!
  const scrollTo = (top: number) => {
    list().scrollTop = top
    list().dispatchEvent(new Event('scroll'))
  }

  beforeEach(() => {
    chatView = new ChatViewState()
    height = 1000
    scrolledIntoView = vi.fn()
    Element.prototype.scrollIntoView = scrolledIntoView as unknown as Element['scrollIntoView']
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => height)
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => 400)
  })

  afterEach(() => {
    vi.restoreAllMocks()
    delete (Element.prototype as Partial<Element>).scrollIntoView
  })

  it('opens at the end', () => {
    show([msg('a')])
    expect(list().scrollTop).toBe(1000)
  })

  it('opens where the reader was in the view it replaces (docking, undocking)', () => {
    chatView.keepScroll(250)
    show([msg('a')])
    expect(list().scrollTop).toBe(250)
  })

  it('keeps where the reader scrolled to, or nothing while near the end', () => {
    show([msg('a')])
    scrollTo(200)
    expect(chatView.scrollTop).toBe(200)
    scrollTo(550)
    expect(chatView.scrollTop).toBeNull()
  })

  it('a new message scrolls into view; a growing answer keeps the list at its end unless the reader scrolled up', () => {
    const a = msg('a')
    show([a])
    show([a, msg('b')])
    expect(scrolledIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'end' })
    // The answer grows while the reader is at the end: the list follows it.
    scrollTo(600)
    height = 1100
    show([a, { ...msg('b'), message: 'b, longer' }])
    expect(list().scrollTop).toBe(1100)
    // The reader scrolled up: the list stays where it is.
    scrollTo(100)
    height = 1300
    show([a, { ...msg('b'), message: 'b, longer still' }])
    expect(list().scrollTop).toBe(100)
    expect(scrolledIntoView).toHaveBeenCalledTimes(1)
  })
})
