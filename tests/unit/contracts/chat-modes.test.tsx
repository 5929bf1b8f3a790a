// @vitest-environment jsdom
import fs from 'node:fs'
import { act, createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readSiteSettings } from '../../../.vitepress/site'
import {
  CHAT_MODES,
  conversationModelIds,
  DEFAULT_CONVERSATION_MODELS,
  MODEL_ENV,
  type ChatMode,
} from '../../../src/contracts'
import { chatModels } from '../../../src/indexer/models'
import { loadSystemPrompt } from '../../../src/indexer/prompts'
import { runSync } from '../../../src/indexer/sync'
import { ASK_AGAIN_MODE } from '../../../src/react-islands/chat/controller'
import { ModeSelect } from '../../../src/react-islands/chat/ModeSelect'
import { chatStringsFor } from '../../../src/react-islands/strings/chat'
import { resolveConfig } from '../../../src/search-core/config'
import { reactHost } from '../react-islands/support/react-host'

// A fourth mode, added to the list here and nowhere else: every layer must get it from the list.
const EXTRA = vi.hoisted(
  () =>
    ({
      name: 'extra',
      modelId: 'docs-extra',
      llm: 'openai/example/extra-1',
      description: 'Extra answers',
      useCase: 'One-line answers, about 1 s',
      askAgain: 'deep',
      // A glyph another mode has: a new mode needs no new icon.
      icon: 'lightning',
    }) as const,
)
vi.mock('../../../src/contracts/chat-modes', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/contracts/chat-modes')>()
  return { ...real, CHAT_MODE_DEFINITIONS: [...real.CHAT_MODE_DEFINITIONS, EXTRA] }
})
const extra = EXTRA.name as string as ChatMode

const view = reactHost()

/** The prompt files as the repository has them, and extra's in both languages. */
function withExtraPrompts(): string[] {
  const asked: string[] = []
  const exists = fs.existsSync
  const read = fs.readFileSync
  const isExtra = (p: unknown) => /prompts\/extra\.(en|zh)\.md$/.test(String(p))
  vi.spyOn(fs, 'existsSync').mockImplementation((p) => isExtra(p) || exists(p))
  vi.spyOn(fs, 'readFileSync').mockImplementation(((p: fs.PathOrFileDescriptor, o?: unknown) => {
    asked.push(String(p))
    return isExtra(p) ? `extra prompt ${/\.(en|zh)\.md$/.exec(String(p))?.[1]}\n` : read(p, o as BufferEncoding)
  }) as typeof fs.readFileSync)
  return asked
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

describe('a chat mode added to the list', () => {
  it('is a mode, with its model id and its TYPESENSE_MODEL_<MODE> setting', () => {
    expect(CHAT_MODES.slice(0, 3)).toEqual(['quick', 'balance', 'deep'])
    expect(CHAT_MODES.at(-1)).toBe('extra')
    expect(DEFAULT_CONVERSATION_MODELS[extra]).toBe('docs-extra')
    expect(MODEL_ENV[extra]).toBe('TYPESENSE_MODEL_EXTRA')
    expect(conversationModelIds(() => undefined)).toMatchObject({ quick: 'docs-quick', extra: 'docs-extra' })
  })

  it('reaches the build settings and the search client configuration', () => {
    vi.stubEnv('TYPESENSE_MODEL_EXTRA', 'site-extra')
    expect(readSiteSettings().search.conversationModels[extra]).toBe('site-extra')
    const config = { nodes: [{ protocol: 'https', host: 'ts.example.com', port: 443 }], apiKey: 'k' }
    expect(resolveConfig(config).conversationModels[extra]).toBe('docs-extra')
    expect(resolveConfig({ ...config, conversationModels: { [extra]: 'mine' } }).conversationModels[extra]).toBe('mine')
  })

  it('gets a conversation model from the sync, its prompt read by its name', () => {
    const asked = withExtraPrompts()
    const env: Record<string, string> = { TYPESENSE_MODEL_EXTRA: 'env-extra' }
    const ids = conversationModelIds((mode) => env[MODEL_ENV[mode]])
    const models = chatModels({ ids, openaiUrl: 'https://llm.example.com', promptLanguage: 'zh' })
    expect(models.map((m) => m.id)).toEqual(
      CHAT_MODES.map((m) => (m === extra ? 'env-extra' : DEFAULT_CONVERSATION_MODELS[m])),
    )
    expect(models.at(-1)).toMatchObject({
      modelName: 'openai/example/extra-1',
      description: 'Extra answers',
      useCase: 'One-line answers, about 1 s',
      systemPrompt: 'extra prompt zh',
    })
    expect(asked.filter((p) => p.includes('extra'))).toEqual([
      expect.stringMatching(/src\/indexer\/prompts\/extra\.zh\.md$/),
    ])
    expect(loadSystemPrompt('en', extra)).toBe('extra prompt en')
  })

  it('without its prompt files, stops the sync before it asks the cluster anything, naming the file', async () => {
    const errors: string[] = []
    const fetch = vi.fn()
    const code = await runSync({
      argv: [],
      env: { TYPESENSE_ADMIN_KEY: 'admin', TYPESENSE_NODES: 'http://127.0.0.1:9', CONVERSATION_LLM_API_KEY: 'llm' },
      cwd: process.cwd(),
      log: () => {},
      error: (line) => errors.push(line),
      fetch,
    })
    expect(code).toBe(2)
    expect(errors).toEqual([
      expect.stringMatching(/"extra" has no en system prompt: \S*prompts\/extra\.en\.md is missing/),
    ])
    expect(fetch).not.toHaveBeenCalled()
  })

  it('is asked again in the mode it names after a cut answer', () => {
    expect(ASK_AGAIN_MODE[extra]).toBe('deep')
    expect(ASK_AGAIN_MODE).toMatchObject({ quick: 'balance', balance: 'quick', deep: 'quick' })
  })

  it('is offered by the selector, last, with the icon it names', () => {
    const en = chatStringsFor('en')
    const strings = { ...en, modes: { ...en.modes, [extra]: { label: 'extra', time: '1 s', description: 'd' } } }
    const props = {
      strings,
      mode: extra,
      streamingEnabled: true,
      disabled: false,
      onMode: () => {},
      onStreaming: () => {},
    }
    act(() => view.root.render(createElement(ModeSelect, props)))
    act(() => view.host.querySelector<HTMLButtonElement>('button[aria-haspopup="listbox"]')!.click())
    const options = [...view.host.querySelectorAll('[role="option"]')]
    const labels = options.map((o) => o.querySelector('strong')?.textContent)
    expect(labels).toEqual(CHAT_MODES.map((m) => strings.modes[m].label))
    expect(labels.at(-1)).toBe('extra')
    expect(options.at(-1)!.getAttribute('aria-selected')).toBe('true')
    const glyph = (o: Element | undefined) => o?.querySelector('.ModeIcon path')?.getAttribute('d')
    expect(glyph(options.at(-1))).toBe(glyph(options[0]))
    expect(glyph(options[0])).toBeTruthy()
  })
})
