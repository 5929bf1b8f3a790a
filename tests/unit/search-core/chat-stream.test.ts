/**
 * The chat stream parser on captured byte sequences: what Typesense sends, split into network
 * reads anywhere (src/conversation_model.cpp forwards one event per gateway read, and raw reads it
 * cannot parse; src/core_api.cpp ends with the final JSON, or a bare error after the answer).
 */
import { describe, expect, it } from 'vitest'
import { ChatClient } from '../../../src/search-core/chat'
import { parseStreamLine, StreamFailure } from '../../../src/search-core/chat-answer'

const ID = 'c0ffee00-0000-4000-8000-000000000001'
const event = (message: string) => `data: ${JSON.stringify({ conversation_id: ID, message })}\n\n`
const raw = (delta: Record<string, unknown>) =>
  `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta }] })}\n\n`
const final = (answer: string) =>
  `data: ${JSON.stringify({ conversation: { answer, conversation_id: ID, query: 'q' }, results: [{ hits: [] }] })}\n\n`

/** A client whose one request streams `reads` (strings cut anywhere, even inside a character). */
function clientStreaming(reads: (string | Uint8Array)[], now: () => number = Date.now) {
  const encoder = new TextEncoder()
  return new ChatClient(
    { nodes: [{ url: 'http://ts.test:8108' }], apiKey: 'k' },
    {
      now,
      fetch: async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(c) {
              for (const r of reads) c.enqueue(typeof r === 'string' ? encoder.encode(r) : r)
              c.close()
            },
          }),
          { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
        ),
    },
  )
}

async function ask(reads: (string | Uint8Array)[]) {
  const deltas: string[] = []
  const thoughts: string[] = []
  const result = await clientStreaming(reads).ask({
    question: 'q',
    mode: 'quick',
    onChunk: (d) => deltas.push(d),
    onThinking: (d) => thoughts.push(d),
  })
  return { result, deltas, thoughts }
}

/** Cuts a byte sequence at every `size` bytes (multi-byte characters split too). */
function cutBytes(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text)
  const out: Uint8Array[] = []
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.slice(i, i + size))
  return out
}

describe('the chat stream parser', () => {
  it('a complete answer: events, [DONE], final JSON; the final answer wins and it is complete', async () => {
    const { result, deltas } = await ask([event('你好'), event('，世界'), 'data: [DONE]\n\n', final('你好，世界')])
    expect(result).toMatchObject({ answer: '你好，世界', conversationId: ID, incomplete: false })
    expect(deltas.join('')).toBe('你好，世界')
  })

  it('events split across reads anywhere (inside JSON, inside a UTF-8 character) lose nothing', async () => {
    const bytes = `${event('释放开发机')}${event('会删除系统盘')}data: [DONE]\n\n${final('释放开发机会删除系统盘')}`
    for (const size of [1, 3, 7, 50]) {
      const { result, deltas } = await ask(cutBytes(bytes, size))
      expect(deltas.join('')).toBe('释放开发机会删除系统盘')
      expect(result.incomplete).toBe(false)
    }
  })

  it('CRLF line endings and `data:` without a space', async () => {
    const bytes = [
      `data:${JSON.stringify({ conversation_id: ID, message: '甲' })}\r\n\r\n`,
      `data: ${JSON.stringify({ conversation_id: ID, message: '乙' })}\r\n\r\n`,
      'data:[DONE]\r\n\r\n',
      final('甲乙').replace(/\n/g, '\r\n'),
    ]
    const { result, deltas } = await ask(bytes)
    expect(deltas.join('')).toBe('甲乙')
    expect(result).toMatchObject({ answer: '甲乙', incomplete: false })
  })

  it('raw OpenAI-format chunks: reasoning_content is thinking, raw content joins the answer', async () => {
    const { result, deltas, thoughts } = await ask([
      raw({ role: 'assistant' }),
      raw({ content: null, reasoning_content: '先想' }),
      raw({ content: null, reasoning_content: '再想' }) + raw({ content: '答' }),
      event('案'),
      'data: [DONE]\n\n',
      final('案'), // the server's answer misses the text it forwarded raw
    ])
    expect(thoughts).toEqual(['先想', '再想'])
    expect(deltas.filter(Boolean).join('')).toBe('答案')
    expect(deltas.length).toBeGreaterThanOrEqual(5) // every line is progress
    expect(result).toMatchObject({ answer: '答案', thinking: '先想再想', incomplete: false })
  })

  it('a line that is not JSON is progress, never text', async () => {
    const { result, deltas } = await ask([
      event('一'),
      'data: {"choices": [{"delta": {"content": "bro\n\n',
      ': keep-alive\n\n',
      event('二'),
      'data: [DONE]\n\n',
      final('一二'),
    ])
    expect(deltas.join('')).toBe('一二')
    expect(deltas.length).toBe(6)
    expect(result.answer).toBe('一二')
  })

  it('a bare {"message"} line after the answer is an error, not text: StreamFailure with the partial answer', async () => {
    const err = (await ask([event('已流出'), 'data: [DONE]\n\n', '{"message": "Error while creating conversation"}'])
      .then(() => null)
      .catch((e: unknown) => e)) as StreamFailure
    expect(err).toBeInstanceOf(StreamFailure)
    expect(err).toMatchObject({ message: 'Error while creating conversation', partial: '已流出', kind: 'server_error' })
  })

  it('a final JSON without [DONE] (cut at the server budget) is maybe-incomplete', async () => {
    const { result } = await ask([event('半个'), final('半个')])
    expect(result).toMatchObject({ answer: '半个', incomplete: true })
  })

  it('a stream that ran to the server budget is maybe-incomplete even with [DONE]', async () => {
    let t = 0
    const result = await clientStreaming([event('整'), 'data: [DONE]\n\n', final('整')], () => t).ask({
      question: 'q',
      mode: 'quick',
      onChunk: () => (t = 60_000), // the first line came when the server's 60 s budget was over
    })
    expect(result.incomplete).toBe(true)
  })

  it('no final JSON: the streamed text is the answer, maybe-incomplete', async () => {
    const { result } = await ask([event('只有'), event('文字')])
    expect(result).toMatchObject({ answer: '只有文字', sources: [], incomplete: true })
  })

  it('a cut stream with only thinking returns the thinking (no second request needed)', async () => {
    const { result } = await ask([raw({ content: null, reasoning_content: '想了很久' }), event(''), final('')])
    expect(result).toMatchObject({ answer: '', thinking: '想了很久', incomplete: true })
  })

  it('parseStreamLine names each kind of line', () => {
    expect(parseStreamLine('')).toBeNull()
    expect(parseStreamLine('data: [DONE]\r')).toEqual({ kind: 'done' })
    expect(parseStreamLine(`data: {"message":"x","conversation_id":"${ID}"}`)).toEqual({
      kind: 'event',
      message: 'x',
      conversationId: ID,
    })
    expect(parseStreamLine('data: {"conversation":{"message":"w"}}')).toEqual({ kind: 'event', message: 'w' })
    expect(parseStreamLine('{"message": "boom"}')).toEqual({ kind: 'failure', message: 'boom' })
    expect(parseStreamLine('data: {"choices":[{"delta":{"reasoning":"r"}}]}')).toEqual({
      kind: 'raw',
      content: '',
      reasoning: 'r',
    })
    expect(parseStreamLine('event: ping')).toEqual({ kind: 'other' })
    expect(parseStreamLine('{"results":[]}')).toMatchObject({ kind: 'final' })
  })
})
