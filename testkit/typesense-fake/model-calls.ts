/**
 * The server's calls to the model gateway during a question, as the scenario makes them end; each
 * one is recorded in `state.modelCalls`. (A model's "hello" is in ./routes/models.ts.)
 */
import type http from 'node:http'
import { sleep } from './route'
import type { FakeState, ModelCall } from './state'

/** Whether the next model call runs past the server's cap (the fake's scenario, per call). */
export function callTimesOut(state: FakeState): boolean {
  if (state.scenario.llmTimeout) return true
  if (state.scenario.llmTimeoutCalls <= 0) return false
  state.scenario.llmTimeoutCalls--
  return true
}

/**
 * A blocking model call (the follow-up's rewrite, the non-streaming answer): HttpProxy::send
 * (src/http_proxy.cpp) tries it `default_num_try` = 2 times while it ends in 408 (its curl timeout
 * of `default_timeout_ms`); after two, the model code says "OpenAI API timeout."
 * (src/conversation_model.cpp, get_answer and get_standalone_question). False when both tries timed out.
 */
export async function blockingCall(
  state: FakeState,
  kind: ModelCall['kind'],
  res: http.ServerResponse,
): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const call: ModelCall = { kind, stream: false, outcome: 'pending' }
    state.modelCalls.push(call)
    if (state.scenario.gatewayDown) {
      call.outcome = 'refused'
      return false
    }
    if (!callTimesOut(state)) {
      call.outcome = 'ok'
      return true
    }
    await sleep(state.scenario.llmCapMs)
    call.outcome = 'timeout'
    if (res.destroyed) return false
  }
  return false
}
