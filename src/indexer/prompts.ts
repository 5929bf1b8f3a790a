import fs from 'node:fs'

/** Prompt packs are languages; templates are chat modes. Files live in ./prompts/<template>.<pack>.md. */
export const PROMPT_PACKS = ['en', 'zh'] as const
export const PROMPT_TEMPLATES = ['quick', 'balance', 'deep'] as const
export type PromptPack = (typeof PROMPT_PACKS)[number]

/** The system prompt of a mode in a language; throws `Unknown prompt pack` / `Unknown template`. */
export function loadSystemPrompt(pack: string, template: string): string {
  if (!(PROMPT_PACKS as readonly string[]).includes(pack)) throw new Error('Unknown prompt pack')
  if (!(PROMPT_TEMPLATES as readonly string[]).includes(template)) throw new Error('Unknown template')
  const file = new URL(`./prompts/${template}.${pack}.md`, import.meta.url)
  if (!fs.existsSync(file)) throw new Error('Unknown template')
  return fs.readFileSync(file, 'utf8').trim()
}
