/**
 * When the assistant answers by quotation although Typesense is configured: the decision only (the
 * quoting itself is SearchService.quote). BEHAVIOUR.md search §2.3 "Quoted answers".
 */
import { classifyError, type Logger } from '../search-core/errors'
import type { QuotedAnswer } from '../search-core/types'

/** The server's refusal of a model it does not hold (src/core_api.cpp): dropped at a restart, or never synced. */
const MODEL_NOT_ON_CLUSTER = /`conversation_model_id` is invalid\./

/**
 * Why a failed chat request is answered from the docs, or null to keep the error (and the chat's
 * own fallbacks). Only before any response began (`answered` false):
 * - no node could be reached, or fetch does not say whether one was (a browser's bare TypeError):
 *   `unreachable`;
 * - the connection closed with no HTTP status after the question was sent (`reachedNode` 'yes': a
 *   node that crashed on it, a missing history collection, src/conversation_manager.cpp): `unavailable`;
 * - "`conversation_model_id` is invalid.": the node dropped its models (they failed validation at a
 *   restart while the model gateway was unreachable, src/conversation_model_manager.cpp), and every
 *   question fails until the next sync: `unavailable`, and the operator is told in the console.
 */
export function quoteReason(
  err: unknown,
  answered: boolean,
  modelId: string,
  logger: Pick<Logger, 'warn'> = console,
): QuotedAnswer['reason'] | null {
  if (answered) return null
  const e = classifyError(err)
  if (e.kind === 'connection')
    return (err as { reachedNode?: unknown }).reachedNode === 'yes' ? 'unavailable' : 'unreachable'
  if (e.httpStatus === 400 && MODEL_NOT_ON_CLUSTER.test(e.message)) {
    logger.warn(
      `Typesense: the conversation model \`${modelId}\` is not on the cluster (a node drops its models when they fail validation at a restart, e.g. with the model gateway unreachable). Run \`npm run search:sync -- --check\`, then \`--repair\`.`,
    )
    return 'unavailable'
  }
  return null
}
