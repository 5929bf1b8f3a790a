import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ChatMode } from '../contracts'

/** Prompt packs are languages; each chat mode has one prompt per pack, in ./prompts/<mode>.<pack>.md. */
export const PROMPT_PACKS = ['en', 'zh'] as const
export type PromptPack = (typeof PROMPT_PACKS)[number]
// Not `new URL('./prompts/…', import.meta.url)`: Vite turns that pattern into an asset URL when it
// transforms the module for a browser-like test environment.
const PROMPTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'prompts')

/**
 * The system prompt of a mode in a language; throws `Unknown prompt pack`, or an error naming the
 * prompt file a mode lacks (so the sync stops before it changes anything).
 */
export function loadSystemPrompt(pack: string, mode: ChatMode): string {
  if (!(PROMPT_PACKS as readonly string[]).includes(pack)) throw new Error('Unknown prompt pack')
  const file = path.join(PROMPTS_DIR, `${mode}.${pack}.md`)
  if (!fs.existsSync(file)) throw new Error(`The chat mode "${mode}" has no ${pack} system prompt: ${file} is missing`)
  return fs.readFileSync(file, 'utf8').trim()
}
