/**
 * The assistant's answer modes: the one definition of each (ARCHITECTURE.md "Add a chat mode"). Every
 * layer derives what it needs from this list (`src/contracts/chat.ts`); a mode's prompts are
 * `src/indexer/prompts/<name>.<locale>.md` and its texts `chat.modes` in the strings catalogue.
 */

/** The glyphs a mode's icon may be drawn with (`src/react-islands/chat/icons.tsx` draws each). */
export type ModeIconKey = 'lightning' | 'scales' | 'bulb'

export interface ChatModeDefinition<Name extends string = string> {
  /** The mode's name: what the controller sends, the catalogue's key, the prompt files' stem. */
  readonly name: Name
  /** Its conversation model's id when `TYPESENSE_MODEL_<NAME>` is not set. */
  readonly modelId: string
  /** The model the sync creates under that id: Typesense picks the provider from the `openai/` prefix. */
  readonly llm: string
  /** What the created model says of itself (the sync's description and use case). */
  readonly description: string
  readonly useCase: string
  /** The mode "ask again in another mode" offers after a cut answer (BEHAVIOUR.md search §9). */
  readonly askAgain: NoInfer<Name>
  readonly icon: ModeIconKey
}

/** Typed so that `askAgain` can only name a mode of the list. */
const defineChatModes = <const Name extends string>(modes: readonly ChatModeDefinition<Name>[]) => modes

/** In the order the reader is offered them. */
export const CHAT_MODE_DEFINITIONS = /* @__PURE__ */ defineChatModes([
  {
    name: 'quick',
    modelId: 'docs-quick',
    llm: 'openai/Qwen/Qwen2.5-7B-Instruct',
    description: 'Fast answers',
    useCase: 'Short factual questions, about 2-3 s',
    // A faster mode, or balance after quick.
    askAgain: 'balance',
    icon: 'lightning',
  },
  {
    name: 'balance',
    modelId: 'docs-balance',
    llm: 'openai/deepseek-ai/DeepSeek-V3.2',
    description: 'Balanced answers',
    useCase: 'Step-by-step how-to questions, about 30 s',
    askAgain: 'quick',
    icon: 'scales',
  },
  {
    name: 'deep',
    modelId: 'docs-deep',
    llm: 'openai/deepseek-ai/DeepSeek-R1',
    description: 'Deep reasoning',
    useCase: "Capacity planning, cost comparison, troubleshooting, within the server's 60 s per model call",
    askAgain: 'quick',
    icon: 'bulb',
  },
])
