import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  decodeItemPriority,
  DEFAULT_CONVERSATION_MODELS,
  DEV_INDEX_PATH,
  devIndexUrl,
  encodeItemPriority,
  HAN_CHAR,
  HAN_CLASS,
  INDEX_META_FILE,
  pageRankOfPriority,
  perChatMode,
  SEARCH_INDEX_META_NAME,
  SEARCH_INDEX_META_SELECTOR,
  STORAGE_KEYS,
  type AnalyticsEvent,
  type AnalyticsPayload,
  type ChatMode,
  type StorageValue,
} from '../../../src/contracts'
import { track } from '../../../src/island-contract/analytics'
import { write } from '../../../src/island-contract/storage'

const dir = fileURLToPath(new URL('../../../src/contracts/', import.meta.url))

describe('src/contracts', () => {
  it('imports nothing outside its own folder (every layer may import it)', () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))
    expect(files).toContain('index.ts')
    for (const file of files) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8')
      const specifiers = [...source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/g)].map(
        (m) => m[1],
      )
      const dynamic = [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]/g)].map((m) => m[1])
      for (const spec of [...specifiers, ...dynamic]) expect(spec, `${file} imports ${spec}`).toMatch(/^\.\/[\w-]+$/)
      // No reach for a platform either: the module runs in Node, the browser and the head scripts alike.
      expect(source, file).not.toMatch(/\b(window|document|process|localStorage|sessionStorage)\b\s*[.[]/)
    }
  })

  it('browser code imports contract files and single keys, never the barrel (which would grow the first load)', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url))
    const browser = [
      '.vitepress/theme',
      '.vitepress/navigation',
      'src/react-islands',
      'src/search-core',
      'src/query-analysis',
    ]
    const walk = (d: string): string[] =>
      fs
        .readdirSync(d, { withFileTypes: true })
        .flatMap((e) =>
          e.isDirectory() ? walk(path.join(d, e.name)) : /\.(ts|tsx|vue)$/.test(e.name) ? [path.join(d, e.name)] : [],
        )
    const offenders = browser
      .flatMap((d) => walk(path.join(root, d)))
      // STORAGE_KEYS would bring every key onto every page: browser code imports the KEY_ it needs.
      .filter((f) =>
        /from\s+['"][./]*(?:src\/)?contracts(?:\/index)?['"]|\bSTORAGE_KEYS\b/.test(fs.readFileSync(f, 'utf8')),
      )
      .map((f) => path.relative(root, f))
    expect(offenders).toEqual([])
  })

  it('item_priority: page rank, level and position survive the round trip, negative ranks included', () => {
    for (const pageRank of [-1, 0, 1])
      for (const level of [1, 2, 3, 4, 5])
        for (const position of [0, 1, 37, 999]) {
          const encoded = encodeItemPriority({ pageRank, level, position })
          expect(decodeItemPriority(encoded)).toEqual({ pageRank, level, position })
          expect(pageRankOfPriority(encoded)).toBe(pageRank)
        }
  })

  it('item_priority sorts page rank first, then level, then position (descending, as Typesense does)', () => {
    const landingDeep = encodeItemPriority({ pageRank: 1, level: 5, position: 0 })
    const pageTitle = encodeItemPriority({ pageRank: 0, level: 1, position: 999 })
    const post = encodeItemPriority({ pageRank: -1, level: 1, position: 999 })
    expect(landingDeep).toBeGreaterThan(pageTitle)
    expect(pageTitle).toBeGreaterThan(post)
    expect(encodeItemPriority({ pageRank: 0, level: 2, position: 0 })).toBeGreaterThan(
      encodeItemPriority({ pageRank: 0, level: 3, position: 999 }),
    )
  })

  it('names the dev index, the meta tag and the Typesense defaults once', () => {
    expect(devIndexUrl('en')).toBe(`${DEV_INDEX_PATH}en/${INDEX_META_FILE}`)
    expect(SEARCH_INDEX_META_SELECTOR).toBe(`meta[name="${SEARCH_INDEX_META_NAME}"]`)
    expect(perChatMode((m) => DEFAULT_CONVERSATION_MODELS[m])).toMatchObject({
      quick: 'docs-quick',
      balance: 'docs-balance',
      deep: 'docs-deep',
    })
  })

  it('the Han class matches Chinese (compatibility ideographs included) and nothing Latin or kana', () => {
    expect(HAN_CHAR.test('算')).toBe(true)
    expect(HAN_CHAR.test('\uf900')).toBe(true)
    expect(HAN_CHAR.test('GPU か')).toBe(false)
    expect('开发机 GPU 镜像'.match(new RegExp(`[${HAN_CLASS}]+`, 'g'))).toEqual(['开发机', '镜像'])
  })

  it('types analytics payloads by event: a wrong name or payload does not compile', () => {
    expectTypeOf<AnalyticsPayload<'AIAssistantDocked'>>().toEqualTypeOf<{ mode: ChatMode }>()
    expectTypeOf<'MarkdownCopied'>().toMatchTypeOf<AnalyticsEvent>()
    expectTypeOf<'ConsoleClicked'>().not.toMatchTypeOf<AnalyticsEvent>()
    // Compile-time checks only: the helper is never called here.
    const never = (_check: () => void) => {}
    never(() => track('MarkdownCopied', { url: '/a.html' }))
    // @ts-expect-error an event that does not exist
    never(() => track('MarkdownCopy', { url: '/a.html' }))
    // @ts-expect-error a payload without the event's field
    never(() => track('AIPageQuestionAsked', { url: '/a.html' }))
    // @ts-expect-error a mode that is not a chat mode
    never(() => track('AIAssistantDocked', { mode: 'fast' }))
  })

  it('types storage values by key: the dock holds 1/0, the tab ai/docsearch', () => {
    expectTypeOf<StorageValue<typeof STORAGE_KEYS.assistantDock>>().toEqualTypeOf<'1' | '0'>()
    expectTypeOf<StorageValue<typeof STORAGE_KEYS.searchTab>>().toEqualTypeOf<'ai' | 'docsearch'>()
    const never = (_check: () => void) => {}
    never(() => write(STORAGE_KEYS.assistantDock, '1'))
    // @ts-expect-error not a dock value
    never(() => write(STORAGE_KEYS.assistantDock, 'yes'))
    // @ts-expect-error a key no contract names
    never(() => write('docsAssistantDocked', '1'))
  })
})
