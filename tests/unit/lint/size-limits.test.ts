import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  LIMIT_RULES,
  MAX_FILE_LINES,
  MAX_FUNCTION_LINES,
  SIZE_SCOPE,
  readAllowList,
  sizeConfigs,
  type AllowListEntry,
} from '../../../lint/size-limits.js'

// The size limits of eslint.config.js (lint/size-limits.js) and their allow-list (lint/size-allowlist.json),
// which may only shrink. The same measurement by hand: `npx eslint src .vitepress testkit` after setting the
// allow-list's entries to [] (every offender is then reported with its size).
const root = path.resolve(__dirname, '../../..')
const SIZE_RULES: string[] = Object.values(LIMIT_RULES)
const onlySizeRules = ({ ruleId }: { ruleId: string }) => SIZE_RULES.includes(ruleId)

/** The allow-list entry a size problem would need: what it is and how large. */
function entryOf(file: string, message: { ruleId: string | null; message: string }): AllowListEntry {
  const size = Number(/has too many lines \((\d+)\)/.exec(message.message)?.[1])
  const entry: AllowListEntry = {
    path: path.relative(root, file).split(path.sep).join('/'),
    limit: message.ruleId!,
    size,
  }
  if (message.ruleId === LIMIT_RULES.function) entry.function = message.message.replace(/ has too many lines.*/, '')
  return entry
}
const keyOf = (e: AllowListEntry) => [e.path, e.limit, e.function].filter(Boolean).join(' · ')
const show = (e: AllowListEntry) => `${keyOf(e)}: ${e.size}`

describe('the size limits: every offender listed at its size, the list only shrinking', () => {
  const listed = readAllowList()
  let measured: AllowListEntry[] = []

  // Every file of the scope against the plain limits: the allow-list's raised limits are overridden.
  beforeAll(async () => {
    const eslint = new ESLint({ cwd: root, overrideConfig: sizeConfigs([]), ruleFilter: onlySizeRules })
    const results = await eslint.lintFiles(SIZE_SCOPE.map((glob) => glob.replace(/\/\*\*$/, '')))
    measured = results.flatMap((r) =>
      r.messages.map((m) => {
        if (m.fatal) throw new Error(`${r.filePath}: ${m.message}`)
        return entryOf(r.filePath, m)
      }),
    )
  }, 180_000)

  it('lists every file and function over its limit (split it rather than list it)', () => {
    const known = new Set(listed.map(keyOf))
    const missing = measured.filter((e) => !known.has(keyOf(e))).map(show)
    expect(missing, `over ${MAX_FILE_LINES} lines a file or ${MAX_FUNCTION_LINES} a function, not listed`).toEqual([])
  })

  it('lists nothing that is no longer over its limit (remove those entries)', () => {
    const over = new Set(measured.map(keyOf))
    expect(listed.filter((e) => !over.has(keyOf(e))).map(show), 'no longer over: remove from the list').toEqual([])
  })

  it('lists each offender at its size now (lower the entry when it shrinks)', () => {
    const now = new Map(measured.map((e) => [keyOf(e), e.size]))
    const stale = listed.filter((e) => now.has(keyOf(e)) && now.get(keyOf(e)) !== e.size)
    expect(stale.map((e) => `${show(e)} listed, ${now.get(keyOf(e))} now`)).toEqual([])
  })

  it('names each offender once', () => {
    const keys = listed.map(keyOf)
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([])
  })
})

describe('the size rules fire', () => {
  let eslint: ESLint
  beforeAll(async () => {
    eslint = new ESLint({ cwd: root, ruleFilter: onlySizeRules })
    await eslint.lintText('export {}\n', { filePath: path.join(root, 'src/search-core/widget.ts') })
  }, 60_000)

  const problems = async (file: string, code: string) =>
    (await eslint.lintText(code, { filePath: path.join(root, file) })).flatMap((r) =>
      r.messages.map((m) => `${m.ruleId}: ${m.message}`),
    )
  /** `n` lines of code, each a statement. */
  const statements = (n: number, indent = '') =>
    Array.from({ length: n }, (_, i) => `${indent}const v${i} = ${i}`).join('\n')
  /** A file of `n` lines of code. */
  const fileOf = (n: number) => `${statements(n - 1)}\nexport const last = 0\n`
  /** A function `n` lines long, its first and last line included. */
  const functionOf = (n: number, name = 'work') =>
    `export function ${name}() {\n${statements(n - 3, '  ')}\n  return 0\n}\n`
  const vueOf = (scriptLines: number, templateLines = 1) =>
    `<script setup lang="ts">\n${statements(scriptLines)}\n</script>\n\n<template>\n${'  <p>x</p>\n'.repeat(templateLines)}</template>\n`

  it('a file over 400 lines of code fails in src/, .vitepress/ and testkit/; 400 passes', async () => {
    for (const file of ['src/search-core/widget.ts', '.vitepress/theme/support/widget.ts', 'testkit/widget.mjs']) {
      expect(await problems(file, fileOf(401))).toEqual([
        'max-lines: File has too many lines (401). Maximum allowed is 400.',
      ])
      expect(await problems(file, fileOf(400))).toEqual([])
    }
  })

  it('blank lines and comments do not count', async () => {
    const padded = fileOf(400).replace(/\n/g, '\n\n// why this line is here\n/* and\n   more */\n')
    expect(await problems('src/indexer/widget.ts', padded)).toEqual([])
  })

  it('a function over 80 lines fails; 80 passes', async () => {
    expect(await problems('src/mcp/widget.ts', functionOf(81))).toEqual([
      "max-lines-per-function: Function 'work' has too many lines (81). Maximum allowed is 80.",
    ])
    expect(await problems('src/mcp/widget.ts', functionOf(80))).toEqual([])
  })

  it('navigation data files are exempt from the file limit, not from the function limit', async () => {
    expect(await problems('.vitepress/navigation/flyouts.widget.ts', fileOf(900))).toEqual([])
    expect(await problems('.vitepress/navigation/widget.ts', functionOf(81))).toEqual([
      expect.stringMatching(/^max-lines-per-function: /),
    ])
  })

  it('outside the scope (tests, bench) nothing is limited', async () => {
    expect(await problems('tests/unit/widget.test.ts', fileOf(900) + functionOf(200))).toEqual([])
    expect(await problems('bench/widget.ts', fileOf(900))).toEqual([])
  })

  it('a .vue file is held by its <script>: 401 lines fail, a long template does not count', async () => {
    expect(await problems('.vitepress/theme/components/Widget.vue', vueOf(401))).toEqual([
      'local/max-script-lines: <script> has too many lines (401). Maximum allowed is 400.',
    ])
    expect(await problems('.vitepress/theme/components/Widget.vue', vueOf(400, 300))).toEqual([])
    const commented = vueOf(400).replace(/\n(const)/g, '\n// a comment\n\n$1')
    expect(await problems('.vitepress/theme/components/Widget.vue', commented)).toEqual([])
  })

  it('an allow-listed file is held to its listed size', async () => {
    // The list is empty today: an entry of its shape, put after the project's config as eslint.config.js puts it.
    const entry: AllowListEntry = {
      path: 'src/mcp/widget.ts',
      limit: LIMIT_RULES.function,
      function: "Function 'work'",
      size: 95,
    }
    const listed = new ESLint({ cwd: root, ruleFilter: onlySizeRules, overrideConfig: sizeConfigs([entry]) })
    const lint = async (code: string) =>
      (await listed.lintText(code, { filePath: path.join(root, entry.path) })).flatMap((r) =>
        r.messages.map((m) => m.message),
      )
    expect(await lint(functionOf(95))).toEqual([])
    expect(await lint(functionOf(96))).toEqual([
      expect.stringContaining('has too many lines (96). Maximum allowed is 95.'),
    ])
    expect(await problems(entry.path, functionOf(95))).toEqual([expect.stringContaining('Maximum allowed is 80.')])
  })
})
