import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'
import { HOMES } from '../../../lint/one-home.js'

// `local/one-home` (lint/one-home.js): the small rules the layers share (the JSON object guard, HTML
// escaping and its inverse, the IME guard, the locale of a site path, the page kind) are defined in
// their home only; a copy elsewhere is reported by its name or its shape.
const root = path.resolve(__dirname, '../../..')
let eslint: ESLint

beforeAll(async () => {
  eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'local/one-home' })
  await eslint.lintText('export {}\n', { filePath: path.join(root, 'src/search-core/widget.ts') })
}, 60_000)

/** What the rule says about `code` saved as `file`: the helper each report names. */
async function copies(file: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath: path.join(root, file) })
  return results.flatMap((r) =>
    r.messages.map((msg) => {
      if (msg.ruleId !== 'local/one-home') throw new Error(`${msg.ruleId}: ${msg.message}`)
      return (
        / is (\w+), defined once| a copy of (\w+), defined once/.exec(msg.message)?.slice(1).find(Boolean) ??
        msg.message
      )
    }),
  )
}

describe('one home for each small rule', () => {
  it('reports a second definition by name, in src, the shell, the test kit and bench', async () => {
    const guard = 'export const isRecord = (v: unknown) => typeof v === "object" && v !== null\n'
    expect(await copies('src/indexer/widget.ts', guard)).toEqual(['isObject'])
    expect(await copies('testkit/widget.ts', 'export function isObject(v: unknown) { return !!v }\n')).toEqual([
      'isObject',
    ])
    expect(await copies('bench/widget.ts', 'const escapeHtml = (s: string) => s\nexport { escapeHtml }\n')).toEqual([
      'escapeHtml',
    ])
    expect(await copies('src/mcp/widget.ts', 'export const localeOfPath = (p: string) => p\n')).toEqual([
      'localeOfSitePath',
    ])
    expect(await copies('.vitepress/theme/support/widget.ts', 'export const pageKind = () => "doc"\n')).toEqual([
      'pageKind',
    ])
  })

  it('reports an escape table, or its inverse, whatever it is called', async () => {
    const table = `export const MAP: Record<string, string> = { '&': '&amp;', '<': '&lt;' }\n`
    expect(await copies('testkit/widget.ts', table)).toEqual(['escapeHtml'])
    const inverse = `export const ENTITIES = { '&amp;': '&', '&lt;': '<' }\n`
    expect(await copies('.vitepress/theme/support/widget.ts', inverse)).toEqual(['unescapeHtml'])
  })

  it('reports an IME guard in any of its forms', async () => {
    const code = [
      'export const a = (e: KeyboardEvent) => e.isComposing',
      'export const b = (e: { nativeEvent: KeyboardEvent }) => e.nativeEvent.isComposing',
      'export const c = (e: KeyboardEvent) => e.keyCode === 229',
      'export const d = (e: KeyboardEvent) => 229 !== e.keyCode',
      '',
    ].join('\n')
    expect(await copies('src/react-islands/widget.ts', code)).toEqual([
      'isImeComposing',
      'isImeComposing',
      'isImeComposing',
      'isImeComposing',
    ])
  })

  it('reports the site-path locale rule and, in shipped code, the page kinds’ path rules', async () => {
    const locale = "export const l = (p: string) => (/^\\/en(\\/|$)/.test(p) ? 'en' : 'zh')\n"
    expect(await copies('src/indexer/widget.ts', locale)).toEqual(['localeOfSitePath'])
    const kinds = [
      'export const post = (p: string) => /^posts\\/(?!index\\.md$)/.test(p)',
      "export const faq = (url: string) => url === '/en/support/faq.html'",
      'export const log = (p: string) => /(^|\\/)changelog\\.md$/.test(p)',
      '',
    ].join('\n')
    expect(await copies('src/indexer/widget.ts', kinds)).toEqual(['pageKind', 'pageKind', 'pageKind'])
    expect(await copies('.vitepress/config.widget.ts', kinds)).toHaveLength(3)
    // The test kit and bench name pages in their expectations: not a page-kind rule.
    expect(await copies('bench/widget.ts', kinds)).toEqual([])
  })

  it('leaves each home, the users of a helper and unrelated code alone', async () => {
    for (const { home, helper } of HOMES)
      expect(await copies(home, `export const ${helper} = () => true\n`)).toEqual([])
    const uses = [
      "import { isObject } from '../../contracts/json'",
      "import { isImeComposing } from '../../contracts/keyboard'",
      'export const a = (v: unknown, e: KeyboardEvent) => isObject(v) && !isImeComposing(e)',
      "export const entities = { '&nbsp;': ' ' }",
      'export const enter = (e: KeyboardEvent) => e.keyCode === 13',
      "export const prefix = (p: string) => p.replace(/^\\/en(?=\\/)/, '')",
      '',
    ].join('\n')
    expect(await copies('src/mcp/widget.ts', uses)).toEqual([])
  })

  it('accepts a copy that must stay when it is exempted where it stands, with the reason', async () => {
    const code = [
      '// eslint-disable-next-line local/one-home -- inlined in the page head',
      'export const early = (e: KeyboardEvent) => e.isComposing || e.keyCode === 229',
      '',
    ].join('\n')
    expect(await copies('.vitepress/theme/support/widget.ts', code)).toEqual([])
  })
})
