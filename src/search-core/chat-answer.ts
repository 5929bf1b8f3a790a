/**
 * The server's answer to a chat request, read: one JSON response, or a stream read line by line as it
 * arrives (its text, a thinking model's reasoning, the final JSON, an error after the answer began).
 * Apart from chat.ts, which builds the request and chooses the node it goes to: how Typesense words
 * an answer is one concern, how a question reaches it another.
 */
import { isObject } from '../contracts/json'
import { NO_ANSWER_MESSAGE, NO_RESULTS_MESSAGE, SERVER_LLM_CALL_CAP_SECONDS } from './constants'
import { SearchError } from './errors'
import { documentsOf, extractSources } from './sources'
import type { ChatResult } from './types'

/** What a streamed request is told as its answer arrives. */
export interface StreamListeners {
  /**
   * Every line of the stream, as it arrives; `delta` is the answer text it adds, '' for any other
   * line (an event without text, a raw chunk of thinking, a line that does not parse): each is
   * progress. Typesense sends one event per gateway network read (src/conversation_model.cpp).
   */
  onChunk?: (delta: string, conversationId: string | null) => void
  /** Reasoning text of a thinking model, as it arrives (raw `reasoning_content` chunks). */
  onThinking?: (delta: string) => void
}

/**
 * A stream that failed after its answer began: the server had already sent 200, so its error
 * (writing the history, src/core_api.cpp `res->set_400` after the stream) arrives as a bare
 * `{"message": "…"}` line with no `data:` and no final JSON. Nothing of this question was stored:
 * the conversation id seen on the stream is not to be kept. `partial` is the answer text received.
 */
export class StreamFailure extends SearchError {
  constructor(
    message: string,
    readonly partial: string,
    readonly thinking: string,
  ) {
    super('server_error', message)
  }
}

/** A JSON object of the server's answer. */
type Json = Record<string, unknown>

/** Where a stream chunk keeps its fields: `{message, conversation_id}` or `{conversation: {...}}`. */
function chunkFields(obj: Json): { message?: string; conversationId?: string; final: boolean } {
  const conv = isObject(obj.conversation) ? obj.conversation : undefined
  const final = Array.isArray(obj.results) || typeof conv?.answer === 'string'
  const message =
    typeof obj.message === 'string' ? obj.message : typeof conv?.message === 'string' ? conv.message : undefined
  const id = obj.conversation_id ?? conv?.conversation_id
  return { message, conversationId: typeof id === 'string' && id ? id : undefined, final }
}

function answerOf(response: Json): { answer?: string; conversationId?: string } {
  const conv = isObject(response.conversation) ? response.conversation : undefined
  // Some versions also nest the conversation inside the first result.
  const first = Array.isArray(response.results) && isObject(response.results[0]) ? response.results[0] : undefined
  const nested = first && isObject(first.conversation) ? first.conversation : undefined
  const c = conv ?? nested
  const answer = typeof c?.answer === 'string' ? c.answer : undefined
  const id = c?.conversation_id
  return { answer, conversationId: typeof id === 'string' && id ? id : undefined }
}

/** A non-streamed answer: the response JSON's answer, conversation id and sources. */
export async function readAnswerJson(response: Response): Promise<ChatResult> {
  let parsed: unknown
  try {
    parsed = JSON.parse(await response.text())
  } catch {
    throw new SearchError('malformed_response', NO_RESULTS_MESSAGE)
  }
  if (!isObject(parsed) || !Array.isArray(parsed.results))
    throw new SearchError('malformed_response', NO_RESULTS_MESSAGE)
  const { answer, conversationId } = answerOf(parsed)
  if (!answer) throw new SearchError('malformed_response', NO_ANSWER_MESSAGE)
  return { answer, conversationId: conversationId ?? null, sources: extractSources(documentsOf(parsed)) }
}

/**
 * A streamed answer, told to `listeners` line by line as it arrives (`now`: the client's clock, which
 * tells a cut answer by the server's budget).
 */
export async function readAnswerStream(
  body: ReadableStream<Uint8Array>,
  { onChunk, onThinking }: StreamListeners,
  now: () => number,
): Promise<ChatResult> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const openedAt = now()
  let buffer = ''
  let text = ''
  let thinking = ''
  let rawContent = false
  let sawDone = false
  let failure: string | undefined
  let conversationId: string | null = null
  let final: Json | undefined

  const handleLine = (line: string) => {
    const parsed = parseStreamLine(line)
    if (!parsed) return
    switch (parsed.kind) {
      case 'event':
        if (parsed.conversationId) conversationId = parsed.conversationId
        text += parsed.message
        return onChunk?.(parsed.message, conversationId)
      case 'raw':
        if (parsed.reasoning) {
          thinking += parsed.reasoning
          onThinking?.(parsed.reasoning)
        }
        if (parsed.content) rawContent = true
        text += parsed.content
        return onChunk?.(parsed.content, conversationId)
      case 'done':
        sawDone = true
        break
      case 'final':
        final = parsed.response
        break
      case 'failure':
        failure = parsed.message
        break
    }
    onChunk?.('', conversationId)
  }

  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += decoder.decode(value, { stream: true })
    // A read may end inside a line (or inside a character): only whole lines are handled.
    let nl: number
    while ((nl = buffer.indexOf('\n')) >= 0) {
      handleLine(buffer.slice(0, nl))
      buffer = buffer.slice(nl + 1)
    }
  }
  handleLine(buffer + decoder.decode())

  if (failure !== undefined) throw new StreamFailure(failure, text, thinking)
  // The server's budget ends the answer without an error: a final JSON without [DONE] is a cut answer.
  const incomplete = !final || !sawDone || now() - openedAt >= SERVER_LLM_CALL_CAP_SECONDS * 1000
  const withThinking = thinking ? { thinking } : {}
  if (final) {
    const { answer, conversationId: id } = answerOf(final)
    // Text the server passed on raw is not in its answer (nor in its history): the streamed text is fuller.
    const fullAnswer = rawContent || answer === undefined ? text : answer
    if (!fullAnswer && !thinking) throw new SearchError('malformed_response', NO_ANSWER_MESSAGE)
    return {
      answer: fullAnswer,
      conversationId: id ?? conversationId,
      sources: extractSources(documentsOf(final)),
      incomplete,
      ...withThinking,
    }
  }
  if (!text) throw new SearchError('malformed_response', NO_ANSWER_MESSAGE)
  return { answer: text, conversationId, sources: [], incomplete, ...withThinking }
}

/** One line of a streamed answer, as Typesense can send it. */
export type StreamLine =
  /** An event the server built, `{message, conversation_id}` or `{conversation: {…}}`. */
  | { kind: 'event'; message: string; conversationId?: string }
  /**
   * A gateway read the server could not parse, forwarded raw (src/conversation_model.cpp
   * async_res_write_callback): an OpenAI-format chunk, such as a thinking model's
   * `{"delta": {"content": null, "reasoning_content": "…"}}`.
   */
  | { kind: 'raw'; content: string; reasoning: string }
  | { kind: 'done' }
  /** The response JSON that ends a stream (src/core_api.cpp). */
  | { kind: 'final'; response: Json }
  /** A bare `{"message": "…"}` with no `data:`: an error after the answer began (StreamFailure). */
  | { kind: 'failure'; message: string }
  /** Anything else: a line that does not parse, an SSE comment or field; progress only. */
  | { kind: 'other' }

const DATA_PREFIX = /^data:[ \t]?/

/** Reads one line (without its line break; a CR before it is dropped); null for a blank line. */
export function parseStreamLine(line: string): StreamLine | null {
  const trimmed = line.trim()
  if (!trimmed) return null
  const prefixed = DATA_PREFIX.test(trimmed)
  const payload = trimmed.replace(DATA_PREFIX, '').trim()
  if (payload === '[DONE]') return { kind: 'done' }
  let obj: unknown
  try {
    obj = JSON.parse(payload)
  } catch {
    return { kind: 'other' } // a malformed line loses its own text, never the answer
  }
  if (!isObject(obj)) return { kind: 'other' }
  if (Array.isArray(obj.choices)) {
    const choice = isObject(obj.choices[0]) ? obj.choices[0] : undefined
    const delta = choice && isObject(choice.delta) ? choice.delta : undefined
    const str = (v: unknown) => (typeof v === 'string' ? v : '')
    // DeepSeek and vLLM name it reasoning_content, OpenRouter reasoning.
    return {
      kind: 'raw',
      content: str(delta?.content),
      reasoning: str(delta?.reasoning_content) || str(delta?.reasoning),
    }
  }
  const fields = chunkFields(obj)
  if (fields.final) return { kind: 'final', response: obj }
  if (fields.message === undefined) return { kind: 'other' }
  if (!prefixed && !fields.conversationId) return { kind: 'failure', message: fields.message }
  return fields.conversationId
    ? { kind: 'event', message: fields.message, conversationId: fields.conversationId }
    : { kind: 'event', message: fields.message }
}
