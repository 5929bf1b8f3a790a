import { describe, expect, it } from 'vitest'
import { downVote, feedbackContext, questionBefore } from '../../../src/react-islands/chat/answer-feedback'
import type { ChatMessage, ChatState } from '../../../src/react-islands/chat/types'

const msg = (id: string, sender: 'user' | 'ai', message: string, patch: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  sender,
  message,
  sources: [],
  isStreaming: false,
  isLoading: false,
  ...patch,
})
const state = (messages: ChatMessage[]): ChatState => ({
  messages,
  conversationId: 'conv-1',
  isAILoading: false,
  isStreaming: false,
  streamingMessageId: null,
  streamingEnabled: true,
  mode: 'deep',
  page: null,
})

describe("an answer's question", () => {
  const messages = [
    msg('u1', 'user', 'first?'),
    msg('a1', 'ai', 'one'),
    msg('u2', 'user', 'second?'),
    msg('a2', 'ai', 'two'),
  ]

  it("is the reader's last question before it", () => {
    expect(questionBefore(messages, 1)).toBe('first?')
    expect(questionBefore(messages, 3)).toBe('second?')
    // Two replies to one question (the second after a notice): both answer it.
    expect(questionBefore([...messages, msg('a3', 'ai', 'three')], 4)).toBe('second?')
  })

  it('is empty before any question', () => {
    expect(questionBefore([msg('a0', 'ai', 'hello')], 0)).toBe('')
    expect(questionBefore(messages, 0)).toBe('')
  })
})

describe('what a vote reports of its answer', () => {
  it('the conversation, the mode, the question, the length and the sources once each', () => {
    const answer = msg('a1', 'ai', 'twelve chars', {
      sources: [
        { title: 'A', url: '/a.html', excerpt: '' },
        { title: 'A again', url: '/a.html', excerpt: '' },
        { title: 'B', url: '/b.html', excerpt: '' },
      ],
    })
    expect(feedbackContext(state([answer]), answer, 'q?')).toEqual({
      conversationId: 'conv-1',
      messageId: 'a1',
      mode: 'deep',
      question: 'q?',
      answerLength: 12,
      sources: ['/a.html', '/b.html'],
      answer: 'generated',
    })
  })

  it('a quoted answer says so', () => {
    const quoted = msg('a1', 'ai', 'quoted', { quoted: { quotes: [], reason: 'not-configured' } })
    expect(feedbackContext(state([quoted]), quoted, '').answer).toBe('quoted')
  })
})

describe('a thumbs down', () => {
  it('sends its reason, and the note when the reader wrote one, trimmed', () => {
    expect(downVote('incorrect', '  the port is 8080  ')).toEqual({ reason: 'incorrect', note: 'the port is 8080' })
    expect(downVote('other', '   ')).toEqual({ reason: 'other' })
  })
})
