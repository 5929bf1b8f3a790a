import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ChatController,
  STUCK_MESSAGE_SAFETY_MS,
  UI_TIMEOUT_SLACK_MS,
  uiTimeoutMs,
  WATCHDOG_INACTIVITY_MS,
  WATCHDOG_INTERVAL_MS,
  type Ask,
} from '../../../src/react-islands/chat/controller'
import {
  FALLBACK_FOLLOW_UP_REQUEST_SECONDS,
  FALLBACK_REQUEST_SECONDS,
  SearchError,
  type ChatResult,
} from '../../../src/search-core'
import { chatStringsFor } from '../../../src/react-islands/strings/chat'

/** The controller shows the catalogue's error texts: the English ones here. */
const CHAT_ERRORS = chatStringsFor('en').notices.errors

const notices = {
  timeout: (s: number) => `请求在 ${s} 秒后超时，请尝试更简单的问题或切换模式。`,
  serverTimeout: (s: number) => `模型未能在 ${s} 秒上限内完成回答。`,
  userStopped: '（已停止生成）',
  generationStopped: '已停止生成。',
  maybeIncomplete: '（回答可能不完整）',
  responseTimeout: '响应超时，请重试。',
  noFirstByte: (s: number) => `模型在 ${s} 秒内没有开始回答。`,
  contextDropped: '之前的对话已过期。',
  continuePrompt: '请继续。',
  errors: CHAT_ERRORS,
}
const clock = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
  clearInterval: (id: unknown) => clearInterval(id as ReturnType<typeof setInterval>),
}
const answer = (text: string, id = 'conv-1'): ChatResult => ({
  answer: text,
  conversationId: id,
  sources: [{ title: 'T', excerpt: 'E', url: '/a.html#x' }],
})
const ai = (c: ChatController) => c.state.messages.filter((m) => m.sender === 'ai').at(-1)!

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('chat flow', () => {
  it('has the timings of BEHAVIOUR.md', () => {
    expect([WATCHDOG_INTERVAL_MS, WATCHDOG_INACTIVITY_MS, STUCK_MESSAGE_SAFETY_MS]).toEqual([1500, 8000, 90000])
    expect(UI_TIMEOUT_SLACK_MS).toBe(10_000)
  })

  it('streams into the AI message, then completes with sources and the conversation id', async () => {
    const ask: Ask = vi.fn(async (req) => {
      req.onChunk?.('你好', 'conv-1')
      req.onChunk?.('，世界', 'conv-1')
      return answer('你好，世界')
    })
    const c = new ChatController(ask, notices, clock)
    await c.submit('  问候  ')
    expect(c.state.messages[0]).toMatchObject({ sender: 'user', message: '问候' })
    expect(c.state.messages[0]?.id).toMatch(/^user-\d+-/)
    expect(ai(c)).toMatchObject({ message: '你好，世界', isStreaming: false, isLoading: false })
    expect(ai(c).id).toMatch(/^ai-\d+-/)
    expect(ai(c).sources).toHaveLength(1)
    expect(c.state.conversationId).toBe('conv-1')
    expect(c.busy).toBe(false)
  })

  it('blank text never sends; nothing sends while a reply runs', async () => {
    let release: (r: ChatResult) => void = () => {}
    const ask = vi.fn(() => new Promise<ChatResult>((r) => (release = r)))
    const c = new ChatController(ask, notices, clock)
    await c.submit('   ')
    expect(ask).not.toHaveBeenCalled()
    const first = c.submit('一')
    await c.submit('二')
    expect(ask).toHaveBeenCalledTimes(1)
    release(answer('ok'))
    await first
  })

  it('watchdog: no chunk for 8 s (checked every 1.5 s) → one non-streaming rescue delivers the answer', async () => {
    const calls: boolean[] = []
    const ask: Ask = vi.fn(async (req) => {
      calls.push(req.stream !== false)
      if (req.stream !== false) {
        req.onChunk?.('部分', 'conv-1')
        return new Promise<ChatResult>((_, reject) =>
          req.signal?.addEventListener('abort', () => reject(new SearchError('aborted', 'aborted'))),
        )
      }
      return answer('完整答案')
    })
    const c = new ChatController(ask, notices, clock)
    const done = c.submit('问题')
    await vi.advanceTimersByTimeAsync(WATCHDOG_INACTIVITY_MS - 1)
    expect(calls).toEqual([true])
    await vi.advanceTimersByTimeAsync(WATCHDOG_INTERVAL_MS + 1)
    await done
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toEqual([true, false])
    expect(ai(c).message).toBe('完整答案')
    expect(c.busy).toBe(false)
  })

  it('watchdog rescue that fails or has no answer says so', async () => {
    for (const [rescue, text] of [
      [() => Promise.reject(new Error('x')), CHAT_ERRORS.rescueFailed],
      [() => Promise.resolve(answer('')), CHAT_ERRORS.rescueEmpty],
    ] as const) {
      const ask: Ask = (req) => {
        if (req.stream === false) return rescue() as Promise<ChatResult>
        req.onOpen?.()
        return new Promise<ChatResult>((_, reject) =>
          req.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        )
      }
      const c = new ChatController(ask, notices, clock)
      void c.submit('问题')
      await vi.advanceTimersByTimeAsync(WATCHDOG_INACTIVITY_MS + WATCHDOG_INTERVAL_MS)
      expect(ai(c).message).toBe(text)
      expect(ai(c).id).toMatch(/^error-\d+-/)
    }
  })

  it('a page in scope goes with every request of a question (stream, fallback) until removed, and marks the question', async () => {
    const pages: (string | undefined)[] = []
    const ask: Ask = async (req) => {
      pages.push(req.page?.url)
      if (req.stream !== false && pages.length === 1) throw new SearchError('server_error', 'HTTP 500')
      return answer('好')
    }
    const c = new ChatController(ask, notices, clock)
    const page = { url: '/ai-studio/job/create.html', title: '创建训练任务', locale: 'zh' as const }
    c.setPage(page)
    await c.submit('需要什么权限')
    expect(pages).toEqual([page.url, page.url])
    expect(c.state.messages[0]).toMatchObject({ sender: 'user', message: '需要什么权限', page })
    c.clear()
    expect(c.state.page).toEqual(page) // clearing the conversation keeps the scope the reader chose
    c.setPage(null)
    await c.submit('整个站点的问题')
    expect(pages.at(-1)).toBeUndefined()
    expect(c.state.messages[0]!.page).toBeUndefined()
  })

  it('a stream error falls back to non-streaming; when both fail, both are reported', async () => {
    const ok: Ask = async (req) => {
      if (req.stream !== false) throw new SearchError('server_error', 'HTTP 500')
      return answer('回退成功')
    }
    const cleared = vi.fn()
    const c1 = new ChatController(ok, notices, clock, cleared)
    await c1.submit('q')
    expect(ai(c1).message).toBe('回退成功')
    expect(cleared).not.toHaveBeenCalled()
    const bad: Ask = async () => {
      throw new SearchError('server_error', 'HTTP 500')
    }
    const c2 = new ChatController(bad, notices, clock, cleared)
    await c2.submit('q')
    expect(ai(c2).message).toBe('Both streaming and fallback failed: Streaming error: HTTP 500')
    expect(cleared).toHaveBeenCalledTimes(1)
  })

  it('reports failures in the page language: Chinese on zh pages', async () => {
    const bad: Ask = async () => {
      throw new SearchError('server_error', 'HTTP 500')
    }
    const c = new ChatController(bad, chatStringsFor('zh').notices, clock)
    await c.submit('q')
    expect(ai(c).message).toBe('流式输出出错（HTTP 500），备用请求也失败了')
  })

  it('the UI timeout ends the stream with a notice naming it: 80 s first question, 200 s follow-up, any mode', async () => {
    expect([uiTimeoutMs(false), uiTimeoutMs(true)]).toEqual([80_000, 200_000])
    const ask: Ask = (req) => {
      if (req.question === 'seed') return Promise.resolve(answer('ok', 'conv-1'))
      // Keep streaming slowly so the watchdog never fires.
      const t = setInterval(() => req.onChunk?.('.', 'c'), 1000)
      return new Promise<ChatResult>((_, reject) =>
        req.signal?.addEventListener('abort', () => (clearInterval(t), reject(new Error('aborted')))),
      )
    }
    const first = new ChatController(ask, notices, clock)
    first.setMode('deep')
    void first.submit('q')
    await vi.advanceTimersByTimeAsync(80_000 - 1)
    expect(first.busy).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(ai(first).message).toMatch(/请求在 80 秒后超时/)
    const followUp = new ChatController(ask, notices, clock)
    followUp.setMode('deep')
    await followUp.submit('seed')
    void followUp.submit('q')
    await vi.advanceTimersByTimeAsync(200_000 - 1)
    expect(followUp.busy).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(ai(followUp).message).toMatch(/请求在 200 秒后超时/)
  })

  it('stop appends the stopped notice, or says generation stopped when nothing came yet', async () => {
    const hang: Ask = (req) =>
      new Promise<ChatResult>((_, reject) => req.signal?.addEventListener('abort', () => reject(new Error('aborted'))))
    const c = new ChatController(hang, notices, clock)
    void c.submit('q')
    c.stop()
    expect(ai(c).message).toBe(notices.generationStopped)
    const partial: Ask = (req) => {
      req.onChunk?.('一半', 'c')
      return hang(req)
    }
    const c2 = new ChatController(partial, notices, clock)
    void c2.submit('q')
    c2.stop()
    expect(ai(c2).message).toBe(`一半\n\n${notices.userStopped}`)
  })

  it('the mode cannot change while streaming; a change keeps the conversation id; clear resets everything', async () => {
    const hang: Ask = (req) =>
      new Promise<ChatResult>((_, reject) => req.signal?.addEventListener('abort', () => reject(new Error('aborted'))))
    const c = new ChatController(async () => answer('a', 'conv-9'), notices, clock)
    await c.submit('q')
    expect(c.setMode('balance')).toBe(true)
    expect(c.state.conversationId).toBe('conv-9')
    const s = new ChatController(hang, notices, clock)
    void s.submit('q')
    expect(s.setMode('deep')).toBe(false)
    s.clear()
    expect(s.state).toMatchObject({ messages: [], conversationId: null, isStreaming: false, isAILoading: false })
  })

  it('non-streaming mode reports errors with the texts of BEHAVIOUR.md', async () => {
    const c = new ChatController(
      async () => {
        throw new SearchError('server_error', 'HTTP 503')
      },
      notices,
      clock,
    )
    c.setStreamingEnabled(false)
    await c.submit('q')
    expect(ai(c).message).toBe('Sorry, an error occurred: HTTP 503')
    const t = new ChatController(
      async () => {
        throw new SearchError('timeout', 'Request timed out after 130 seconds')
      },
      notices,
      clock,
    )
    t.setStreamingEnabled(false)
    await t.submit('q')
    // The request's own timeout fired: a non-streaming answer may take two model calls (130 s).
    expect(ai(t).message).toMatch(/请求在 130 秒后超时/)
    expect(ai(t).id).toMatch(/^error-/)
  })
})

describe('stuck-message safety', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  it('a rescue that never returns ends at its own bound (the fallback budget + margin) with the maybe-incomplete notice', async () => {
    // A stream whose watchdog rescue never returns (a failed non-streamed answer is never answered):
    // the rescue's safety net closes the message.
    const timeouts: (number | undefined)[] = []
    const ask: Ask = (req) => {
      if (req.stream !== false) req.onChunk?.('部分内容', 'c')
      else timeouts.push(req.timeoutMs)
      return new Promise<ChatResult>(() => {})
    }
    const c = new ChatController(ask, notices, clock)
    c.setMode('deep')
    void c.submit('q')
    // The watchdog rescues at 9 s (its first check past 8 s of silence); the rescue's bound is 20 + 10 s.
    await vi.advanceTimersByTimeAsync(9_000 + 30_000 - 1)
    expect(timeouts).toEqual([FALLBACK_REQUEST_SECONDS * 1000])
    expect(c.busy).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(ai(c).message).toBe(`部分内容\n\n${notices.maybeIncomplete}`)
    expect(c.busy).toBe(false)
  })
})

describe('what the real server does (shared reference typesense.md, "Real-server behaviours")', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  const hangUntilAborted = (req: Parameters<Ask>[0]) =>
    new Promise<ChatResult>((_, reject) =>
      req.signal?.addEventListener('abort', () => reject(new SearchError('aborted', 'aborted'))),
    )

  it('empty progress events keep the watchdog quiet; 8 s without any event then rescues', async () => {
    const calls: boolean[] = []
    const ask: Ask = (req) => {
      calls.push(req.stream !== false)
      if (req.stream === false) return Promise.resolve(answer('救回'))
      req.onOpen?.()
      let sent = 0
      const t = setInterval(() => (++sent > 6 ? clearInterval(t) : req.onChunk?.('', 'conv-x')), 5000)
      return hangUntilAborted(req)
    }
    const c = new ChatController(ask, notices, clock)
    void c.submit('q')
    await vi.advanceTimersByTimeAsync(30_000 + WATCHDOG_INACTIVITY_MS - WATCHDOG_INTERVAL_MS)
    expect(calls).toEqual([true])
    expect(ai(c).message).toBe('')
    await vi.advanceTimersByTimeAsync(2 * WATCHDOG_INTERVAL_MS)
    expect(calls).toEqual([true, false])
    expect(ai(c).message).toBe('救回')
  })

  it('a stream the server has not opened yet (a follow-up being rewritten) is not a stall: no second LLM call', async () => {
    const calls: boolean[] = []
    const ask: Ask = (req) => {
      calls.push(req.stream !== false)
      if (req.question === 'seed') return Promise.resolve(answer('ok', 'conv-1'))
      return new Promise<ChatResult>((resolve) => {
        setTimeout(() => {
          req.onOpen?.()
          req.onChunk?.('答案', 'conv-1')
          resolve(answer('答案', 'conv-1'))
        }, 25_000)
      })
    }
    const c = new ChatController(ask, notices, clock)
    await c.submit('seed')
    void c.submit('那如何释放？')
    await vi.advanceTimersByTimeAsync(25_000)
    expect(calls).toEqual([true, true])
    expect(ai(c).message).toBe('答案')
  })

  it("the rescue continues the stored conversation, never the stalled stream's id", async () => {
    const rescueIds: (string | null | undefined)[] = []
    const ask: Ask = (req) => {
      if (req.question === 'seed') return Promise.resolve(answer('ok', 'conv-1'))
      if (req.stream === false) {
        rescueIds.push(req.conversationId)
        return Promise.resolve(answer('救回', req.conversationId ?? 'conv-new'))
      }
      req.onChunk?.('部分', req.conversationId ?? 'conv-unstored')
      return hangUntilAborted(req)
    }
    const fresh = new ChatController(ask, notices, clock)
    void fresh.submit('q')
    await vi.advanceTimersByTimeAsync(WATCHDOG_INACTIVITY_MS + WATCHDOG_INTERVAL_MS)
    expect(rescueIds).toEqual([null])
    expect(fresh.state.conversationId).toBe('conv-new')
    // A follow-up's opened stream is stored by the server whatever happens: no rescue into its
    // conversation (the question would be there twice), the reply ends as a cut answer.
    const followUp = new ChatController(ask, notices, clock)
    await followUp.submit('seed')
    void followUp.submit('q')
    await vi.advanceTimersByTimeAsync(WATCHDOG_INACTIVITY_MS + WATCHDOG_INTERVAL_MS)
    expect(rescueIds).toEqual([null])
    expect(ai(followUp)).toMatchObject({ message: '部分', incomplete: true, mode: 'quick' })
    expect(followUp.state.conversationId).toBe('conv-1')
    expect(followUp.busy).toBe(false)
  })

  it('a non-streaming request after a failed stream has 20 s, a follow-up 40 s; an opened follow-up gets none', async () => {
    const sent: { stream: boolean; timeoutMs?: number }[] = []
    let open = false
    const ask: Ask = async (req) => {
      if (req.question === 'seed') return answer('ok', 'conv-1')
      sent.push({ stream: req.stream !== false, ...(req.timeoutMs ? { timeoutMs: req.timeoutMs } : {}) })
      if (req.stream === false) throw new SearchError('timeout', 'Request timed out after 20 seconds')
      if (open) {
        req.onOpen?.()
        req.onChunk?.('半句', 'conv-1')
      }
      throw new SearchError('connection', 'network error')
    }
    const c = new ChatController(ask, notices, clock)
    await c.submit('q')
    await c.submit('seed')
    await c.submit('q2')
    expect(sent).toEqual([
      { stream: true },
      { stream: false, timeoutMs: FALLBACK_REQUEST_SECONDS * 1000 },
      { stream: true },
      { stream: false, timeoutMs: FALLBACK_FOLLOW_UP_REQUEST_SECONDS * 1000 },
    ])
    expect(ai(c).message).toBe(CHAT_ERRORS.bothFailed('network error'))
    sent.length = 0
    open = true
    await c.submit('q3')
    expect(sent).toEqual([{ stream: true }])
    expect(ai(c)).toMatchObject({ message: '半句', incomplete: true })
  })

  it('Stop and clear abort a running rescue', async () => {
    for (const action of ['stop', 'clear'] as const) {
      const signals: AbortSignal[] = []
      const ask: Ask = (req) => {
        if (req.stream === false) {
          signals.push(req.signal!)
          return hangUntilAborted(req)
        }
        req.onOpen?.()
        return hangUntilAborted(req)
      }
      const c = new ChatController(ask, notices, clock)
      void c.submit('q')
      await vi.advanceTimersByTimeAsync(WATCHDOG_INACTIVITY_MS + WATCHDOG_INTERVAL_MS)
      expect(signals).toHaveLength(1)
      expect(signals[0]?.aborted).toBe(false)
      c[action]()
      expect(signals[0]?.aborted).toBe(true)
      expect(c.busy).toBe(false)
    }
  })

  it('a timeout is final: no fallback request, and the notice names the timeout that fired', async () => {
    const calls: boolean[] = []
    const ask: Ask = async (req) => {
      calls.push(req.stream !== false)
      throw new SearchError('timeout', 'Request timed out after 70 seconds')
    }
    const c = new ChatController(ask, notices, clock)
    c.setMode('deep')
    await c.submit('q')
    expect(calls).toEqual([true])
    expect(ai(c).message).toMatch(/请求在 70 秒后超时/)
    expect(ai(c).id).toMatch(/^error-/)
  })

  it('the server\'s own 60 s cap ("OpenAI API timeout.") is named as such, without a second LLM call', async () => {
    const calls: boolean[] = []
    const ask: Ask = async (req) => {
      calls.push(req.stream !== false)
      throw new SearchError(
        'malformed_request',
        'Request failed with HTTP code 400 | Server said: OpenAI API timeout.',
        400,
      )
    }
    const c = new ChatController(ask, notices, clock)
    c.setMode('deep')
    await c.submit('q')
    expect(calls).toEqual([true])
    expect(ai(c).message).toBe(notices.serverTimeout(60))
  })

  it('a reply that ends in an error takes the error- id prefix; an answer keeps ai-', async () => {
    const c = new ChatController(
      async () => {
        throw new SearchError('server_error', 'HTTP 500')
      },
      notices,
      clock,
    )
    await c.submit('q')
    expect(ai(c).id).toMatch(/^error-\d+-[a-z0-9]+$/)
    expect(ai(c).sender).toBe('ai')
    const ok = new ChatController(async () => answer('好'), notices, clock)
    await ok.submit('q')
    expect(ai(ok).id).toMatch(/^ai-/)
  })
})

describe('the real server edges', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  const invalid = () =>
    new SearchError(
      'malformed_request',
      'Request failed with HTTP code 400 | Server said: `conversation_id` is invalid.',
      400,
    )

  it('a cut stream is marked maybe-incomplete; continue asks the model to finish in the same conversation', async () => {
    const asks: Parameters<Ask>[0][] = []
    const ask: Ask = async (req) => {
      asks.push(req)
      return asks.length === 1 ? { ...answer('前半段', 'conv-cut'), incomplete: true } : answer('后半段', 'conv-cut')
    }
    const c = new ChatController(ask, notices, clock)
    c.setMode('deep')
    await c.submit('长问题')
    expect(ai(c)).toMatchObject({ message: '前半段', incomplete: true, mode: 'deep' })
    expect(c.state.conversationId).toBe('conv-cut') // the server stored the cut answer
    c.continueAnswer()
    await vi.advanceTimersByTimeAsync(0)
    expect(asks[1]).toMatchObject({ question: notices.continuePrompt, conversationId: 'conv-cut', mode: 'deep' })
    expect(ai(c)).toMatchObject({ message: '后半段' })
    expect(ai(c).incomplete).toBeUndefined()
  })

  it('"ask again in another mode" puts the cut answer\'s question again in the offered mode', async () => {
    const asks: Parameters<Ask>[0][] = []
    const ask: Ask = async (req) => {
      asks.push(req)
      return { ...answer('半', 'conv-1'), incomplete: asks.length === 1 }
    }
    const c = new ChatController(ask, notices, clock)
    c.setMode('deep')
    await c.submit('容量怎么规划')
    const cut = ai(c)
    expect(c.askAgainMode('deep')).toBe('quick')
    c.askAgain(cut.id, c.askAgainMode('deep'))
    await vi.advanceTimersByTimeAsync(0)
    expect(asks[1]).toMatchObject({ question: '容量怎么规划', mode: 'quick' })
    expect(c.state.mode).toBe('quick')
  })

  it('HTTP 400 "OpenAI API error: " (no first byte in the budget) has its own message and costs no second call', async () => {
    const calls: boolean[] = []
    const ask: Ask = async (req) => {
      calls.push(req.stream !== false)
      throw new SearchError(
        'malformed_request',
        'Request failed with HTTP code 400 | Server said: OpenAI API error: ',
        400,
      )
    }
    const c = new ChatController(ask, notices, clock)
    await c.submit('q')
    expect(calls).toEqual([true])
    expect(ai(c).message).toBe(notices.noFirstByte(60))
    // An error with a detail is an ordinary failure: the fallback runs.
    const detailed: Ask = async (req) => {
      calls.push(req.stream !== false)
      throw new SearchError(
        'malformed_request',
        'Request failed with HTTP code 400 | Server said: OpenAI API error: quota',
        400,
      )
    }
    calls.length = 0
    await new ChatController(detailed, notices, clock).submit('q')
    expect(calls).toEqual([true, false])
  })

  it('a thinking model keeps the stream alive: reasoning lines reset the watchdog, no rescue, thinking shown', async () => {
    const calls: boolean[] = []
    const ask: Ask = (req) => {
      calls.push(req.stream !== false)
      req.onOpen?.()
      return new Promise<ChatResult>((resolve) => {
        let sent = 0
        const t = setInterval(() => {
          if (++sent <= 6) return req.onThinking?.(`想${sent}`)
          clearInterval(t)
          req.onChunk?.('答案', 'conv-t')
          resolve({ ...answer('答案', 'conv-t'), thinking: '想1想2想3想4想5想6' })
        }, 5000)
      })
    }
    const c = new ChatController(ask, notices, clock)
    const done = c.submit('q')
    await vi.advanceTimersByTimeAsync(20_000)
    expect(ai(c)).toMatchObject({ thinking: '想1想2想3想4', message: '', isStreaming: true })
    await vi.advanceTimersByTimeAsync(20_000)
    await done
    expect(calls).toEqual([true])
    expect(ai(c)).toMatchObject({ thinking: '想1想2想3想4想5想6', message: '答案', isStreaming: false })
  })

  it('an expired conversation starts a new one once, transparently, with the notice (streaming and not)', async () => {
    for (const streaming of [true, false]) {
      const asks: Parameters<Ask>[0][] = []
      const ask: Ask = async (req) => {
        asks.push(req)
        if (req.question === 'seed') return answer('ok', 'conv-old')
        if (req.conversationId) throw invalid()
        return answer('新的回答', 'conv-new')
      }
      const c = new ChatController(ask, notices, clock)
      c.setStreamingEnabled(streaming)
      await c.submit('seed')
      await c.submit('隔天再问')
      expect(asks.map((a) => [a.conversationId ?? null, a.stream !== false])).toEqual([
        [null, streaming],
        ['conv-old', streaming],
        [null, streaming],
      ])
      expect(ai(c)).toMatchObject({ message: '新的回答', notice: notices.contextDropped })
      expect(c.state.conversationId).toBe('conv-new')
    }
  })

  it('"conversation_id is invalid" on a new conversation is not retried', async () => {
    const ask = vi.fn(async () => {
      throw invalid()
    })
    const c = new ChatController(ask, notices, clock)
    c.setStreamingEnabled(false)
    await c.submit('q')
    expect(ask).toHaveBeenCalledTimes(1)
    expect(ai(c).message).toMatch(/conversation_id/)
  })

  it('a failure after the answer (bare {"message"}) keeps the text, shows the error, keeps no id, costs no call', async () => {
    const calls: boolean[] = []
    const failure = Object.assign(new SearchError('server_error', 'Error while creating conversation'), {
      partial: '已经流出的回答',
      thinking: '',
    })
    const ask: Ask = async (req) => {
      calls.push(req.stream !== false)
      req.onChunk?.('已经流出的回答', 'conv-never-stored')
      throw failure
    }
    const c = new ChatController(ask, notices, clock)
    await c.submit('q')
    expect(calls).toEqual([true])
    expect(ai(c)).toMatchObject({
      message: '已经流出的回答',
      error: CHAT_ERRORS.afterAnswer('Error while creating conversation'),
    })
    expect(c.state.conversationId).toBeNull()
  })
})
