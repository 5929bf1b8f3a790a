import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The layer rules of eslint.config.js, proved on snippets linted as if they sat in a layer's folder.
// The same check by hand: put the import in a file and run `npx eslint <file>`.
const root = path.resolve(__dirname, '../../..')
let eslint: ESLint

// The first lint loads the config and its plugins: seconds on a busy machine, so it happens here.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root })
  await eslint.lintText('export {}\n', { filePath: path.join(root, 'src/search-core/widget.ts') })
}, 60_000)

/** `rule: message` of every problem ESLint reports for `code` saved as `file` (a path from the root). */
async function problems(file: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath: path.join(root, file) })
  return results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))
}

describe('import boundaries between layers', () => {
  it('.vitepress may not import src/search-core directly', async () => {
    const found = await problems(
      '.vitepress/theme/components/Widget.ts',
      "import { escapeHtml } from '../../../src/search-core/hits'\nexport const url = escapeHtml('a')\n",
    )
    expect(found).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*\.vitepress reaches search only through src\/react-islands/,
      ),
    ])
  })

  it(".vitepress may import the island contract and the island's mount, and the island search-core", async () => {
    expect(
      await problems(
        '.vitepress/theme/components/Widget.ts',
        "import { injectStyle } from '../../../src/island-contract/inject-style'\nexport const inject = injectStyle\n",
      ),
    ).toEqual([])
    // One file for the three: ESLint follows them into the island's import graph (import cycles), which
    // takes seconds on a busy machine, hence this test's longer timeout.
    const entries = ['SearchApp', 'chat-code', 'webmcp']
      .map((entry, i) => `export const load${i} = () => import('../../../src/react-islands/${entry}')\n`)
      .join('')
    expect(await problems('.vitepress/theme/components/Widget.ts', entries)).toEqual([])
    expect(
      await problems(
        'src/react-islands/widget.ts',
        "import { escapeHtml } from '../search-core/hits'\nexport const url = escapeHtml('a')\n",
      ),
    ).toEqual([])
  }, 60_000)

  it('.vitepress imports nothing else of src/react-islands, statically or lazily', async () => {
    const refused = [
      "import { searchStringsFor } from '../../../src/react-islands/strings'\nexport const s = searchStringsFor\n",
      "import { SearchService } from '../../../src/react-islands/search-service'\nexport const s = SearchService\n",
      "export const load = () => import('../../../src/react-islands/chat/controller')\n",
    ]
    for (const code of refused)
      expect(await problems('.vitepress/theme/components/Widget.ts', code)).toEqual([
        expect.stringMatching(
          /^import-x\/no-restricted-paths: .*\.vitepress imports from src\/react-islands only what it mounts/,
        ),
      ])
    expect(
      await problems(
        '.vitepress/config.ts',
        "import { OPEN_CLOSE_THROTTLE_MS } from '../src/react-islands/island-controller'\nexport const r = OPEN_CLOSE_THROTTLE_MS\n",
      ),
    ).toEqual([expect.stringMatching(/only what it mounts or loads lazily/)])
  })

  it('src/island-contract imports src/contracts only, and no framework', async () => {
    expect(
      await problems(
        'src/island-contract/widget.ts',
        "import { LOCALES } from '../contracts/locale'\nexport const l = LOCALES\n",
      ),
    ).toEqual([])
    for (const from of ['../react-islands/SearchApp', '../search-core/hits', '../../.vitepress/site'])
      expect(
        await problems('src/island-contract/widget.ts', `import * as m from '${from}'\nexport const x = m\n`),
      ).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/island-contract .* imports src\/contracts only/),
      ])
    expect(
      await problems('src/island-contract/widget.ts', "import { useState } from 'react'\nexport const u = useState\n"),
    ).toEqual([expect.stringContaining('island-contract is framework-free')])
    expect(
      await problems(
        'src/search-core/widget.ts',
        "import { track } from '../island-contract/analytics'\nexport const t = track\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/search-core sits below/)])
  })

  it('arrows point one way: lower layers may not import upper ones', async () => {
    expect(
      await problems(
        'src/query-analysis/widget.ts',
        "import { foldText } from '../search-core/fold'\nexport const fold = foldText\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/query-analysis is the bottom layer/)])
    expect(
      await problems(
        'src/react-islands/widget.ts',
        "import { site } from '../../.vitepress/site'\nexport const settings = site\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/react-islands sits below the Vue shell/)])
  })

  it('search-core is framework-free: no react, vue, veaury or vitepress', async () => {
    for (const pkg of ['react', 'vue', 'veaury', 'vitepress', 'react-dom/client'])
      expect(await problems('src/search-core/widget.ts', `import * as m from '${pkg}'\nexport const x = m\n`)).toEqual([
        'no-restricted-imports: ' +
          `'${pkg}' import is restricted from being used by a pattern. ` +
          'search-core is framework-free: it must not import react, vue, veaury or vitepress.',
      ])
  })

  it('search-core and query-analysis touch no browser globals', async () => {
    expect(await problems('src/search-core/widget.ts', 'export const here = () => window.location.href\n')).toEqual([
      "no-restricted-globals: Unexpected use of 'window'. search-core runs outside the browser too: it must not " +
        'touch `window`; take what you need as an argument.',
    ])
    const found = await problems(
      'src/query-analysis/widget.ts',
      "export const lang = () => navigator.language + document.title + localStorage.getItem('k')\n",
    )
    expect(found.map((m) => /Unexpected use of '(\w+)'/.exec(m)?.[1])).toEqual([
      'navigator',
      'document',
      'localStorage',
    ])
  })

  it('src/contracts imports nothing but its own files', async () => {
    expect(await problems('src/contracts/widget.ts', "import { ref } from 'vue'\nexport const r = ref\n")).toEqual([
      expect.stringContaining('src/contracts imports nothing but its own files.'),
    ])
    expect(
      await problems(
        'src/contracts/widget.ts',
        "import { foldText } from '../search-core/fold'\nexport const f = foldText\n",
      ),
    ).toEqual([
      expect.stringContaining('src/contracts imports nothing but its own files.'),
      expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/contracts is imported by every layer/),
    ])
  })

  it('src/mcp (Node) imports search-core and contracts only, and nothing imports it', async () => {
    expect(
      await problems(
        'src/mcp/widget.ts',
        "import { LocalEngine } from '../search-core/local-engine'\nimport { LOCALES } from '../contracts/locale'\nexport const x = [LocalEngine, LOCALES]\n",
      ),
    ).toEqual([])
    for (const from of [
      '../indexer/records',
      '../exporter/llms',
      '../../.vitepress/site',
      '../react-islands/search-service',
    ])
      expect(await problems('src/mcp/widget.ts', `import * as m from '${from}'\nexport const x = m\n`)).toEqual([
        expect.stringMatching(
          /^import-x\/no-restricted-paths: .*src\/mcp imports src\/search-core and src\/contracts only/,
        ),
      ])
    expect(
      await problems(
        'src/search-core/widget.ts',
        "import { DocsSite } from '../mcp/docs'\nexport const d = DocsSite\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/search-core sits below/)])
  })

  it('src/exporter (Node) reads pages through src/indexer/pages and imports nothing else but contracts', async () => {
    expect(
      await problems(
        'src/exporter/widget.ts',
        "import { sourcePage } from '../indexer/pages/read-page'\nimport { MCP_DOCS_PAGE } from '../contracts/mcp'\nexport const x = [sourcePage, MCP_DOCS_PAGE]\n",
      ),
    ).toEqual([])
    for (const from of ['../search-core/hits', '../facts/check', '../mcp/docs'])
      expect(await problems('src/exporter/widget.ts', `import * as m from '${from}'\nexport const x = m\n`)).toEqual([
        expect.stringMatching(
          /^import-x\/no-restricted-paths: .*src\/exporter \(Node\) imports src\/indexer\/pages and/,
        ),
      ])
    expect(
      await problems(
        'src/exporter/widget.ts',
        "import { extractRecords } from '../indexer/records'\nexport const b = extractRecords\n",
      ),
    ).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*src\/exporter reads pages through src\/indexer\/pages only/,
      ),
    ])
  })

  it('the build may import the MCP server card, and nothing else of src/mcp', async () => {
    const card = "import { serverCard } from '../../src/mcp/server-card'\nexport const c = serverCard\n"
    expect(await problems('.vitepress/build/widget.ts', card)).toEqual([])
    const docs = "import { DocsSite } from '../../src/mcp/docs'\nexport const d = DocsSite\n"
    expect(await problems('.vitepress/build/widget.ts', docs)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*\.vitepress reaches search only through/),
    ])
  })

  it('tests and bench share helpers through testkit/, not each other', async () => {
    expect(
      await problems(
        'tests/unit/widget.test.ts',
        "import { table } from '../../bench/lib/report'\nexport const t = table\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*move what both need to testkit\//)])
    expect(
      await problems(
        'bench/widget.ts',
        "import { XSS_PAYLOADS } from '../tests/fixtures/xss-payloads'\nexport const x = XSS_PAYLOADS\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*move what both need to testkit\//)])
    expect(
      await problems('bench/widget.ts', "import { defined } from '../testkit/defined'\nexport const d = defined\n"),
    ).toEqual([])
  })

  it('no import cycles', async () => {
    // hits.ts importing the search-core index, which re-exports hits.ts.
    const found = await problems(
      'src/search-core/hits.ts',
      "import { TtlCache } from './index'\nexport const Cache = TtlCache\n",
    )
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)])
  })
})
