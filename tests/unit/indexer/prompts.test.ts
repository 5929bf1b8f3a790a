import { describe, expect, it } from 'vitest'
import { chatModels, MODEL_MAX_BYTES, toTypesenseModel } from '../../../src/indexer/models'
import { CHAT_MODES, perChatMode, type ChatMode } from '../../../src/contracts'
import { loadSystemPrompt, PROMPT_PACKS } from '../../../src/indexer/prompts'
import { pageQuestion } from '../../../src/search-core'
import { defined } from '../../../testkit/defined'

describe('system prompts', () => {
  it('exist in en and zh for every mode and carry the assistant rules', () => {
    for (const pack of PROMPT_PACKS) {
      for (const t of CHAT_MODES) {
        const p = loadSystemPrompt(pack, t)
        expect(p, `${t}.${pack}`).toMatch(/CUDA/)
        expect(p).toMatch(/Conda/)
        expect(p).toMatch(
          pack === 'en'
            ? /only from the documentation|Base every statement on the documentation/
            : /只根据|以提供的文档/,
        )
        expect(p).toMatch(pack === 'en' ? /new conversation/ : /新对话/)
      }
    }
    expect(loadSystemPrompt('en', 'quick')).toContain(
      'Answer in Simplified Chinese unless the user explicitly asks for English',
    )
  })

  it('tell the model how a question about one page reads, in the words the client sends it', () => {
    for (const pack of PROMPT_PACKS) {
      const sent = pageQuestion('Q', { url: '/a.html', title: 'T', locale: pack === 'en' ? 'en' : 'zh' })
      const opening = sent.slice(0, sent.indexOf('T'))
      for (const t of CHAT_MODES) expect(loadSystemPrompt(pack, t), `${t}.${pack}`).toContain(opening)
    }
  })

  it('throws for an unknown pack, and names the prompt file a mode lacks', () => {
    expect(() => loadSystemPrompt('fr', 'quick')).toThrow('Unknown prompt pack')
    expect(() => loadSystemPrompt('en', 'no-such-mode' as ChatMode)).toThrow(
      /The chat mode "no-such-mode" has no en system prompt: \S*src\/indexer\/prompts\/no-such-mode\.en\.md is missing/,
    )
  })
})

describe('conversation model config', () => {
  const models = chatModels({ ids: perChatMode((m) => `id-${m}`), openaiUrl: 'https://api.example.com' })
  it('describes every mode with the constants of BEHAVIOUR.md', () => {
    expect(models.map((m) => m.id)).toEqual(CHAT_MODES.map((m) => `id-${m}`))
    const byId = Object.fromEntries(models.map((m) => [m.id, [m.modelName, m.description]]))
    expect(byId).toMatchObject({
      'id-quick': ['openai/Qwen/Qwen2.5-7B-Instruct', 'Fast answers'],
      'id-balance': ['openai/deepseek-ai/DeepSeek-V3.2', 'Balanced answers'],
      'id-deep': ['openai/deepseek-ai/DeepSeek-R1', 'Deep reasoning'],
    })
    for (const m of models) {
      expect(m.modelName).toMatch(/^openai\//)
      expect(m.openaiPath).toBe('/maas/v1/chat/completions')
      expect(m.maxBytes).toBe(128000)
      expect(m.historyCollection).toBe('conversation_store')
      expect(m.promptLanguage).toBe('en')
    }
    expect(MODEL_MAX_BYTES).toBe(128000)
  })
  it('maps to the body Typesense expects', () => {
    expect(toTypesenseModel(defined(models[0], 'the quick model'), 'sk')).toMatchObject({
      id: 'id-quick',
      api_key: 'sk',
      openai_url: 'https://api.example.com',
      openai_path: '/maas/v1/chat/completions',
      max_bytes: 128000,
      history_collection: 'conversation_store',
    })
  })
})
