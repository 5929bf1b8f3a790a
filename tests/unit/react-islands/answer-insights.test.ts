import { describe, expect, it } from 'vitest'
import { watchUnsourcedAnswers } from '../../../src/react-islands/chat/answer-insights'
import type { ChatMessage, ChatState } from '../../../src/react-islands/chat/types'

const base: ChatState = {
  messages: [],
  conversationId: null,
  isAILoading: false,
  isStreaming: false,
  streamingMessageId: null,
  streamingEnabled: true,
  mode: 'balance',
  page: null,
}
const msg = (m: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'sender'>): ChatMessage => ({
  message: '',
  sources: [],
  isStreaming: false,
  isLoading: false,
  ...m,
})

function fakeChat() {
  let listener: ((s: ChatState) => void) | null = null
  return {
    subscribe(fn: (s: ChatState) => void) {
      listener = fn
      return () => (listener = null)
    },
    emit: (s: ChatState) => listener?.(s),
  }
}

describe('answers without sources', () => {
  it('reports a finished answer with no sources once, with its question, mode and page', () => {
    const chat = fakeChat()
    const sent: unknown[] = []
    watchUnsourcedAnswers(chat, 'zh', (p) => sent.push(p))
    const user = msg({
      id: 'user-1',
      sender: 'user',
      message: '怎么关机？',
      page: { url: '/a.html', title: 'A', locale: 'zh' },
    })
    chat.emit({ ...base, messages: [user, msg({ id: 'ai-1', sender: 'ai', isLoading: true })] })
    chat.emit({ ...base, messages: [user, msg({ id: 'ai-1', sender: 'ai', message: '部分', isStreaming: true })] })
    expect(sent).toEqual([])
    const done = { ...base, messages: [user, msg({ id: 'ai-1', sender: 'ai', message: '回答' })] }
    chat.emit(done)
    chat.emit(done)
    expect(sent).toEqual([{ question: '怎么关机？', locale: 'zh', mode: 'balance', page: '/a.html' }])
  })

  it('ignores answers with sources and error replies', () => {
    const chat = fakeChat()
    const sent: unknown[] = []
    watchUnsourcedAnswers(chat, 'en', (p) => sent.push(p))
    const user = msg({ id: 'user-1', sender: 'user', message: 'q' })
    chat.emit({
      ...base,
      messages: [
        user,
        msg({ id: 'ai-1', sender: 'ai', message: 'a', sources: [{ title: 't', excerpt: '', url: '/t.html' }] }),
        msg({ id: 'user-2', sender: 'user', message: 'q2' }),
        msg({ id: 'error-2', sender: 'ai', message: 'Network error' }),
      ],
    })
    expect(sent).toEqual([])
  })
})
