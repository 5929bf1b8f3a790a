/**
 * The streamed answer of the fake: what a model gateway sends (OpenAI-format chunks, one network read
 * at a time) and what Typesense makes of each read. Each function names the server code it copies
 * (typesense/typesense, v30 line; v29.0 is the same here).
 */

/** What the fake's model gateway does for one streamed answer. */
export interface GatewayScript {
  /** Reads with a role-only delta (no `content`) before the answer, as gateways send first. */
  emptyEvents: number
  /** Reasoning text streamed with `"content": null` before the answer (DeepSeek-R1-style thinking). */
  thinking: string
  /** The last reasoning chunk and the first answer chunk arrive in one read. */
  thinkingJoinsAnswer: boolean
  /** The answer, streamed in `chunkSize`-character content deltas. */
  answer: string
  chunkSize: number
  /** Line ending of the gateway's events ('\r\n' is legal SSE; the server only matches "\n\n"). */
  lineEnding: '\n' | '\r\n'
  /** Every event arrives split over two network reads. */
  splitReads: boolean
  /** A read whose event is not JSON, after the first answer chunk. */
  malformedRead: boolean
}

const chunk = (delta: Record<string, unknown>) =>
  JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: null }],
  })

function pieces(text: string, size: number): string[] {
  const chars = Array.from(text)
  const out: string[] = []
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''))
  return out
}

/**
 * The gateway's network reads, in order; `answer` marks the reads that carry answer text (the
 * fake's `stallAfterChunks` counts those). The last read is `data: [DONE]`.
 */
export function gatewayReads(script: GatewayScript): { read: string; answer: boolean }[] {
  const end = script.lineEnding + script.lineEnding
  const event = (payload: string) => `data: ${payload}${end}`
  const reads: { read: string; answer: boolean }[] = []
  for (let i = 0; i < script.emptyEvents; i++) reads.push({ read: event(chunk({ role: 'assistant' })), answer: false })
  const thoughts = pieces(script.thinking, script.chunkSize).map((t) =>
    event(chunk({ content: null, reasoning_content: t })),
  )
  const answers = pieces(script.answer, script.chunkSize).map((t) => event(chunk({ content: t })))
  if (script.thinkingJoinsAnswer && thoughts.length && answers.length)
    thoughts[thoughts.length - 1] = `${thoughts.at(-1) ?? ''}${answers.shift() ?? ''}`
  for (const t of thoughts) reads.push({ read: t, answer: false })
  answers.forEach((a, i) => {
    reads.push({ read: a, answer: true })
    if (i === 0 && script.malformedRead)
      reads.push({ read: event('{"choices": [{"delta": {"content": "bro'), answer: false })
  })
  reads.push({ read: event('[DONE]'), answer: false })
  if (!script.splitReads) return reads
  // A read boundary inside each event: neither half is a complete "data: …\n\n" event.
  return reads.flatMap(({ read, answer }) => {
    const cut = Math.ceil(read.length / 2)
    return [
      { read: read.slice(0, cut), answer },
      { read: read.slice(cut), answer: false },
    ]
  })
}

/** The server's event regex (src/conversation_model.cpp, OpenAIConversationModel::async_res_write_callback). */
const DATA_EVENT = /data: (.*?)\n\n/g

/**
 * What Typesense forwards for one gateway read, and the answer text it keeps: a port of
 * OpenAIConversationModel::async_res_write_callback (src/conversation_model.cpp). Complete
 * `data: …\n\n` events of the read are parsed and their `delta.content` joined into one
 * `{message, conversation_id}` event (`"message":""` when none had text, so CRLF events and halves
 * of split events lose their text silently); `data: [DONE]` is passed on after it. When any event
 * fails to parse (not JSON, or `content` that is not a string, such as the `null` of a reasoning
 * chunk), the exception is caught and the read goes out raw, untouched, and none of its text is kept.
 */
export function serverRead(
  read: string,
  conversationId: string,
  wrapped = false,
): { forward: string; text: string; done: boolean } {
  let done = false
  let text = ''
  try {
    for (const m of read.matchAll(DATA_EVENT)) {
      const line = m[1] ?? ''
      if (line.includes('[DONE]')) {
        done = true
        break
      }
      const json = JSON.parse(line) as { choices?: { delta?: Record<string, unknown> }[] }
      const delta = Array.isArray(json.choices) ? json.choices[0]?.delta : undefined
      if (!delta || !('content' in delta)) continue
      // nlohmann's get<std::string>() throws on anything but a string.
      if (typeof delta.content !== 'string') throw new TypeError('type must be string')
      text += delta.content
    }
  } catch {
    return { forward: read, text: '', done: false }
  }
  // Some server versions wrap the event in `conversation` (the client reads both shapes).
  const payload = wrapped
    ? { conversation: { conversation_id: conversationId, message: text } }
    : { conversation_id: conversationId, message: text }
  return { forward: `data: ${JSON.stringify(payload)}\n\n${done ? 'data: [DONE]\n\n' : ''}`, text, done }
}
