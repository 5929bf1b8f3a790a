import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'
import { findTicketNumbers } from '../../../lint/ticket-numbers.js'

// `local/no-ticket-numbers` (lint/plugin.js): no issue or ticket numbers in comments, strings, test names,
// JSX text or Vue template comments. This file would break the rule it tests if it wrote such a number
// out, so every one is put together at run time from `n`.
const root = path.resolve(__dirname, '../../..')
const n = String(6 * 7)
const m = String(6 * 7 + 1)
let eslint: ESLint

beforeAll(async () => {
  eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'local/no-ticket-numbers' })
  await eslint.lintText('export {}\n', { filePath: path.join(root, 'src/search-core/widget.ts') })
}, 60_000)

/** What the rule reports (the number as written) for `code` saved as `file`. */
async function tickets(file: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath: path.join(root, file) })
  return results.flatMap((r) =>
    r.messages.map((msg) => {
      if (msg.ruleId !== 'local/no-ticket-numbers') throw new Error(`${msg.ruleId}: ${msg.message}`)
      return /^'(.*)' is an issue or ticket number/.exec(msg.message)?.[1] ?? msg.message
    }),
  )
}

describe('no issue or ticket numbers in code and tests', () => {
  it('flags them in comments, strings and template literals of .ts', async () => {
    const code = [
      `// Fixed for issue ${n}.`,
      `/* see #${n} and Issues ${n}/${m} */`,
      `export const title = 'keeps the dock open (task ${n})'`,
      `export const why = \`after PR #${n} the ticket ${m} asked for\``,
      '',
    ].join('\n')
    expect(await tickets('src/search-core/widget.ts', code)).toEqual([
      `issue ${n}`,
      `#${n}`,
      `Issues ${n}`,
      `task ${n}`,
      `PR #${n}`,
      `ticket ${m}`,
    ])
  })

  it('flags test names in tests and helpers in testkit and bench', async () => {
    const test = `import { it } from 'vitest'\nit('does not regress (issue ${n})', () => {})\n`
    expect(await tickets('tests/unit/search-core/widget.test.ts', test)).toEqual([`issue ${n}`])
    expect(await tickets('testkit/widget.mjs', `// pull request ${n}\nexport {}\n`)).toEqual([`pull request ${n}`])
    expect(await tickets('bench/widget.ts', `export const note = 'Task #${n}'\n`)).toEqual([`Task #${n}`])
  })

  it('flags them in JSX text and in .vue scripts and template comments', async () => {
    const tsx = `export const Note = () => <p>Shown since #${n}.</p>\n`
    expect(await tickets('src/react-islands/Widget.tsx', tsx)).toEqual([`#${n}`])
    const vue = [
      '<script setup lang="ts">',
      `// the flyout's delay (issue ${n})`,
      `const label = 'see #${m}'`,
      '</script>',
      '',
      '<template>',
      `  <!-- moved here for ticket ${n} -->`,
      '  <p>{{ label }}</p>',
      '</template>',
      '',
    ].join('\n')
    expect(await tickets('.vitepress/theme/components/Widget.vue', vue)).toEqual([`issue ${n}`, `#${m}`, `ticket ${n}`])
  })

  it('leaves hex colours, CSS ids, URL fragments, entities and upstream references alone', async () => {
    const code = [
      "export const colours = ['#fff', '#FFF', '#1a2b3c', '#000', '#202127', '#00000080', '#a1b2']",
      'export const css = `.x { color: #333; background: #123456 } #app > #main {}`',
      "export const ids = ['#app', '#h2-intro', '#3d-view', '[id=\"#x\"]']",
      "export const links = ['/gen-studio/changelog#2025-11-01', '/a/b.html#12', 'https://beian.mps.gov.cn/#/query']",
      "export const upstream = 'https://github.com/typesense/typesense/issues/2085'",
      '// a single character inside a word (typesense#2085), as Typesense finds it',
      "export const entities: Record<string, string> = { '&#39;': \"'\", '#39': \"'\", nbsp: '&#8203;' }",
      "export const words = 'step 4/11, v29, §9, two tasks, the issue of timeouts, a PR description, \\\\#12'",
      '',
    ].join('\n')
    expect(await tickets('src/search-core/widget.ts', code)).toEqual([])
    const vue = `<template>\n  <!-- the dark background, #202127 -->\n  <a href="#x">x</a>\n</template>\n`
    expect(await tickets('.vitepress/theme/components/Widget.vue', vue)).toEqual([])
  })
})

describe('findTicketNumbers (also read by the root documents’ test)', () => {
  it('finds each number once, in order, as written', () => {
    expect(findTicketNumbers(`Issue #${n} and issues ${n}/${m}; #${m}.`).map((t) => t.match)).toEqual([
      `Issue #${n}`,
      `issues ${n}`,
      `#${m}`,
    ])
  })

  it('reads three, four, six and eight digits after # as a colour, other lengths as a ticket', () => {
    for (const colour of ['#123', '#1234', '#123456', '#12345678']) expect(findTicketNumbers(colour)).toEqual([])
    for (const ticket of ['#1', `#${n}`, '#12345', '#1234567']) expect(findTicketNumbers(ticket)).toHaveLength(1)
    expect(findTicketNumbers(`{ '#${n}': "'" }`), 'quoted alone: a token of code').toEqual([])
    const three = '123'
    expect(findTicketNumbers(`fixed in issue #${three}`).map((t) => t.match)).toEqual([`issue #${three}`])
  })
})
