import { CHAT_MODE_DEFINITION, CHAT_MODES, type ChatMode } from '../contracts'
import { loadSystemPrompt, type PromptPack } from './prompts'

/** One conversation model as the sync CLI creates it in Typesense (BEHAVIOUR.md search §3). */
export interface ChatModelConfig {
  id: string
  description: string
  useCase: string
  /** `openai/<model>`: Typesense picks the provider from the prefix. */
  modelName: string
  openaiUrl: string
  openaiPath: string
  maxBytes: number
  systemPrompt: string
  promptLanguage: PromptPack
  historyCollection: string
}

export const CONVERSATION_HISTORY_COLLECTION = 'conversation_store'
const CHAT_COMPLETIONS_PATH = '/maas/v1/chat/completions'
export const MODEL_MAX_BYTES = 128_000
/** Default language of the system prompts (BEHAVIOUR.md search §9). */
const DEFAULT_PROMPT_LANGUAGE: PromptPack = 'en'

export interface ModelEnv {
  ids: Record<ChatMode, string>
  openaiUrl: string
  promptLanguage?: PromptPack
}

/** One model per chat mode (`chat-modes.ts`), on the platform's own model API. */
export function chatModels(env: ModelEnv): ChatModelConfig[] {
  const lang = env.promptLanguage ?? DEFAULT_PROMPT_LANGUAGE
  return CHAT_MODES.map((mode) => ({
    id: env.ids[mode],
    description: CHAT_MODE_DEFINITION[mode].description,
    useCase: CHAT_MODE_DEFINITION[mode].useCase,
    modelName: CHAT_MODE_DEFINITION[mode].llm,
    openaiUrl: env.openaiUrl,
    openaiPath: CHAT_COMPLETIONS_PATH,
    maxBytes: MODEL_MAX_BYTES,
    systemPrompt: loadSystemPrompt(lang, mode),
    promptLanguage: lang,
    historyCollection: CONVERSATION_HISTORY_COLLECTION,
  }))
}

/** The body Typesense expects for POST/PUT /conversations/models. */
export function toTypesenseModel(m: ChatModelConfig, apiKey: string): Record<string, unknown> {
  return {
    id: m.id,
    model_name: m.modelName,
    api_key: apiKey,
    openai_url: m.openaiUrl,
    openai_path: m.openaiPath,
    max_bytes: m.maxBytes,
    system_prompt: m.systemPrompt,
    history_collection: m.historyCollection,
  }
}
