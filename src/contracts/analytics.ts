import type { ChatMode } from './chat'
import type { Locale } from './locale'

/** Default name of the page's global analytics function (SITE_ANALYTICS_GLOBAL overrides it). */
export const ANALYTICS_GLOBAL_DEFAULT = 'docsAnalytics'

/** The search engine a result came from. */
export type SearchEngineKind = 'typesense' | 'local'

/**
 * Every analytics event of the site and its payload: `track(name, payload)` accepts only these
 * pairs, so a misspelt event or a payload that lost a field does not compile. The helper adds
 * `anonymousId` to each.
 */
export interface AnalyticsEvents {
  ConsoleButtonClicked: { target: string }
  BuyCreditButtonClicked: { target: string }
  MarkdownCopied: { url: string }
  /** From the page's inviter (no mode chosen yet) or the chat's send button. */
  AISendButtonClicked: { source: 'inviter' } | { source: 'chat'; mode: ChatMode }
  AIPageQuestionAsked: { url: string; mode: ChatMode }
  AIAssistantDocked: { mode: ChatMode }
  AIAssistantUndocked: { mode: ChatMode }
  TraditionalSearchResultClicked: { query: string; url: string; position: number; engine: SearchEngineKind }
  AIAnswerFeedback: { value: 'up' | 'down'; conversationId: string | null; messageId: string; mode: ChatMode }
  /** A keyword search that found nothing (once per query the panel settled on). */
  KeywordSearchNoResults: { query: string; locale: Locale; engine: SearchEngineKind }
  /** The dialog closed after a keyword search and no result was opened: the last query, and what it found. */
  KeywordSearchAbandoned: { query: string; locale: Locale; engine: SearchEngineKind; results: number }
  /** An answer that ended with no sources (an error reply is not an answer). */
  AIAnswerWithoutSources: { question: string; locale: Locale; mode: ChatMode; page: string | null }
  /** A question asked from text selected on a page or from a code block's 解释这段代码. */
  AIQuoteAsked: { kind: 'text' | 'code'; url: string; locale: Locale }
}

export type AnalyticsEvent = keyof AnalyticsEvents
export type AnalyticsPayload<E extends AnalyticsEvent> = AnalyticsEvents[E]
/** What the global analytics function receives as its second argument. */
export type SentPayload<E extends AnalyticsEvent> = AnalyticsEvents[E] & { anonymousId: string }
