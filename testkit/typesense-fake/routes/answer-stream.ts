/** The streamed answer of a conversation request (`conversation_stream=true`). */
import type http from 'node:http'
import { gatewayReads, serverRead } from '../stream'
import { crash } from '../lifecycle'
import { storeConversation } from '../history'
import { callTimesOut } from '../model-calls'
import { send } from '../route'
import type { FakeState, ModelCall } from '../state'

/** One question of a conversation, as the answer needs it once the searches ran. */
export interface Turn {
  q: string
  conversationId: string
  /** The final JSON with this answer in it (the history as stored when it is called). */
  full: (answer: string) => unknown
  /** Whether the model's history collection still exists. */
  hasHistory: () => boolean
}

/**
 * Waits `ms`, or until the budget ends; false when the budget ended. Before the first byte a
 * reader who leaves ends the wait too (nothing was streamed, nothing is stored).
 */
type BudgetWait = (ms: number, untilGone?: boolean) => Promise<boolean>

function budgetWait(state: FakeState, res: http.ServerResponse, deadline: number): BudgetWait {
  return (ms, untilGone = false) =>
    new Promise<boolean>((resolve) => {
      if (untilGone && res.destroyed) return resolve(false)
      const left = deadline - Date.now()
      const done = (ok: boolean) => {
        clearTimeout(timer)
        state.timers.delete(timer)
        res.off('close', gone)
        resolve(ok)
      }
      const gone = () => done(false)
      const timer = setTimeout(() => done(ms < left), Math.max(0, Math.min(ms, left)))
      state.timers.add(timer)
      if (untilGone) res.on('close', gone)
    })
}

/**
 * Forwards the gateway's reads, each as one event (serverRead), until the answer ends, the gateway
 * stalls, the budget ends or the reader leaves. The text the server keeps, and whether it was cut;
 * null when the scenario cut the response before `[DONE]` (ended here, nothing stored).
 */
async function forwardReads(
  state: FakeState,
  res: http.ServerResponse,
  conversationId: string,
  answer: string,
  wait: BudgetWait,
): Promise<{ stored: string; cut: boolean } | null> {
  const reads = gatewayReads({
    emptyEvents: state.scenario.emptyEvents,
    thinking: state.scenario.thinking,
    thinkingJoinsAnswer: state.scenario.thinkingJoinsAnswer,
    answer,
    chunkSize: state.scenario.chunkSize,
    lineEnding: state.scenario.gatewayLineEnding,
    splitReads: state.scenario.splitReads,
    malformedRead: state.scenario.malformedLines,
  })
  let stored = ''
  let answerReads = 0
  for (const [i, { read, answer: carriesAnswer }] of reads.entries()) {
    const scenario = state.scenario
    if (res.destroyed) break // the reader left: found at this read
    if (carriesAnswer && scenario.stallAfterChunks !== null && answerReads >= scenario.stallAfterChunks) {
      // The gateway stops sending: the server waits out its budget, then cuts.
      await wait(Number.POSITIVE_INFINITY)
      return { stored, cut: true }
    }
    if (scenario.omitFinal && read.includes('[DONE]')) {
      res.end()
      return null
    }
    const { forward, text } = serverRead(read, conversationId, scenario.wrappedChunks)
    res.write(forward)
    stored += text
    if (carriesAnswer) answerReads++
    const isLast = i === reads.length - 1
    const delay = i < scenario.emptyEvents ? scenario.emptyEventIntervalMs : scenario.chunkDelayMs
    if (!isLast && delay && !(await wait(delay))) return { stored, cut: true }
  }
  return { stored, cut: false }
}

/**
 * The streamed answer, as OpenAIConversationModel::get_answer_stream (src/conversation_model.cpp)
 * and do_multi_search (src/core_api.cpp) deliver it:
 * - one curl budget of `default_timeout_ms` (HttpClient::post_response_sse, src/http_client.cpp) for
 *   the whole answer, no retry;
 * - no first byte within it: nothing was sent, so the error is HTTP 400 "OpenAI API error: " with
 *   the (empty) gateway response as detail (get_answer_stream);
 * - the headers go out with the first read (HttpClient::curl_write_async copies the gateway's
 *   status and Content-Type), then each read becomes one event (serverRead);
 * - when the budget ends mid-answer the server has no error channel: the text so far is the
 *   answer, stored in the history, and the final JSON follows without `[DONE]`;
 * - a history write that fails after the answer (ConversationManager::add_conversation) is
 *   `res->set_400(…)` on a response already streaming: a bare `{"message": "…"}` body, no `data:`,
 *   no final JSON, nothing stored;
 * - the final JSON has the `data:` prefix only when the gateway's Content-Type was an event stream;
 * - a reader who leaves (stop, a watchdog's abort) does not end the answer: the server finds the
 *   client gone at the gateway's next read (HttpClient::curl_write_async returns 0 when
 *   `!res->is_alive`, src/http_client.cpp), the done callback still runs, and the text so far is
 *   stored as the answer (src/core_api.cpp, add_conversation); a stalled gateway has no next read,
 *   so that happens at the budget. A stopped or rescued follow-up is in its conversation's history.
 * - with the history collection gone, writing the history crashes the node after the answer.
 */
export async function streamAnswer(state: FakeState, res: http.ServerResponse, turn: Turn, answer: string) {
  const call: ModelCall = { kind: 'answer', stream: true, outcome: 'pending' }
  state.modelCalls.push(call)
  const wait = budgetWait(state, res, Date.now() + state.scenario.llmCapMs)
  if (state.scenario.gatewayDown) {
    call.outcome = 'refused'
    return send(res, 400, { message: 'OpenAI API error: ' })
  }
  const firstByteDelay = callTimesOut(state) ? Number.POSITIVE_INFINITY : state.scenario.firstByteDelayMs
  if (firstByteDelay > 0 && !(await wait(firstByteDelay, true))) {
    call.outcome = 'no-first-byte'
    return send(res, 400, { message: 'OpenAI API error: ' })
  }
  const sse = state.scenario.gatewayContentType.includes('event-stream')
  res.writeHead(200, {
    'Content-Type': state.scenario.gatewayContentType,
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  })
  const forwarded = await forwardReads(state, res, turn.conversationId, answer, wait)
  if (!forwarded) return
  const { stored, cut } = forwarded
  const readerGone = res.destroyed
  call.outcome = cut || readerGone ? 'cut' : 'ok'
  // The answer went out before the crash: the client has read it when the connection closes.
  if (!turn.hasHistory()) return void res.write('', () => crash(res))
  if (state.scenario.historyWriteError !== null)
    return res.end(JSON.stringify({ message: state.scenario.historyWriteError }))
  storeConversation(state, turn.conversationId, turn.q, stored)
  if (readerGone) return
  const final = JSON.stringify(turn.full(stored))
  res.end(sse ? `data: ${final}\n\n` : final)
}
