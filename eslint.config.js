// Lint rules of the repository: TypeScript, React hooks and JSX accessibility for the island, Vue for the
// shell, the import boundaries between layers, the size limits (lint/size-limits.js), no issue or ticket
// numbers (lint/plugin.js, lint/ticket-numbers.js) and one home for each small shared rule
// (lint/one-home.js). `npm run lint` runs this (inside `npm test`); tests/unit/lint/ proves the
// repository's own rules fire.
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginVue from 'eslint-plugin-vue'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import localPlugin from './lint/plugin.js'
import { sizeConfigs } from './lint/size-limits.js'

// Packages that render or know about a page. The pure layers below the island use none of them.
const FRAMEWORK_PACKAGES = ['react', 'react-dom', 'vue', 'veaury', 'vitepress']
const frameworkImportBan = (layer) => ({
  patterns: [
    {
      regex: `^(${FRAMEWORK_PACKAGES.join('|')}|@vue)(/.*)?$`,
      message: `${layer} is framework-free: it must not import react, vue, veaury or vitepress.`,
    },
  ],
})
// Browser globals: the pure layers run in Node (indexer, tests, MCP) as well as in the page.
const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location']
const browserGlobalBan = (layer) =>
  BROWSER_GLOBALS.map((name) => ({
    name,
    message: `${layer} runs outside the browser too: it must not touch \`${name}\`; take what you need as an argument.`,
  }))

// The layers, as paths from the repository root. Arrows point one way:
//   .vitepress → src/react-islands → src/search-core → src/query-analysis
//   .vitepress, src/react-islands → src/island-contract (the shell's non-React contract with the island)
//   src/indexer → src/search-core;  src/exporter → src/indexer/pages;  src/mcp → src/search-core
//   .vitepress's build side (config.ts, build/, plugins/: Node) → src/indexer, src/exporter, src/facts
//   src/indexer → src/facts (facts inserted into pages read from source); src/facts → src/contracts
//   every layer → src/contracts, which imports nothing.
// Each zone below forbids the files under `target` to import anything under `from`.
const ISLANDS = './src/react-islands'
const ISLAND_CONTRACT = './src/island-contract'
const CORE = './src/search-core'
const ANALYSIS = './src/query-analysis'
const INDEXER = './src/indexer'
const EXPORTER = './src/exporter'
const MCP = './src/mcp'
const FACTS = './src/facts'
const CONTRACTS = './src/contracts'
const SHELL = './.vitepress'
const SHELL_THEME = './.vitepress/theme'
const boundaryZones = [
  {
    target: SHELL,
    from: [CORE, ANALYSIS],
    message:
      '.vitepress reaches search only through src/react-islands (shared values live in src/contracts): it must not import this layer directly.',
  },
  {
    // The shell imports the island's React code only to mount it (SearchApp, loaded on first use) and
    // the lazy chunks it starts or loads beside it: chat-code.ts (the assistant's code, prefetched on a
    // request for it; its dynamic imports must be the island's own, so the chunks are the same) and
    // webmcp.ts (the agent tools, loaded only where the browser offers them). Everything else the two
    // sides share is in src/island-contract.
    target: SHELL,
    from: ISLANDS,
    except: ['./SearchApp.tsx', './chat-code.ts', './webmcp.ts'],
    message:
      '.vitepress imports from src/react-islands only what it mounts or loads lazily (SearchApp, chat-code, webmcp): what the shell and the island share lives in src/island-contract.',
  },
  {
    target: ISLAND_CONTRACT,
    from: [SHELL, ISLANDS, CORE, ANALYSIS, INDEXER, EXPORTER, MCP, FACTS],
    message:
      'src/island-contract (what the shell and the island share) imports src/contracts only: the shell loads it on every page.',
  },
  {
    // The build publishes the MCP server card, which the server itself lists (src/mcp/server-card.ts).
    target: SHELL,
    from: MCP,
    except: ['./server-card.ts'],
    message:
      '.vitepress reaches search only through src/react-islands (shared values live in src/contracts): it must not import this layer directly.',
  },
  {
    // The theme is browser code; config.ts, build/ and plugins/ run in Node and may call the indexer,
    // the exporter and the facts.
    target: SHELL_THEME,
    from: [INDEXER, EXPORTER, FACTS],
    message: '.vitepress/theme runs in the browser: it must not import the Node-only indexer, exporter or facts.',
  },
  {
    target: FACTS,
    from: [SHELL, ISLANDS, ISLAND_CONTRACT, CORE, ANALYSIS, INDEXER, EXPORTER, MCP],
    message: 'src/facts (the content facts and their check) imports src/contracts only.',
  },
  {
    target: ISLANDS,
    from: [SHELL, ANALYSIS, INDEXER, EXPORTER, MCP, FACTS],
    message:
      'src/react-islands sits below the Vue shell and above search-core: it imports src/search-core and src/contracts only.',
  },
  {
    target: CORE,
    from: [SHELL, ISLANDS, ISLAND_CONTRACT, INDEXER, EXPORTER, MCP, FACTS],
    message: 'src/search-core sits below the island, indexer, exporter and MCP: it must not import them.',
  },
  {
    target: ANALYSIS,
    from: [SHELL, ISLANDS, ISLAND_CONTRACT, CORE, INDEXER, EXPORTER, MCP, FACTS],
    message: 'src/query-analysis is the bottom layer: it imports src/contracts only.',
  },
  {
    // The indexer runs without the site: settings reach it from the environment and the built site's
    // files, never through .vitepress/site.ts.
    target: INDEXER,
    from: SHELL,
    message:
      'src/indexer (Node) runs without the site: it must not import .vitepress (shared values live in src/contracts).',
  },
  {
    target: INDEXER,
    from: [ISLANDS, ISLAND_CONTRACT, ANALYSIS, EXPORTER, MCP],
    message: 'src/indexer (Node) imports src/search-core and src/contracts only.',
  },
  {
    target: EXPORTER,
    from: INDEXER,
    except: ['./pages.ts', './pages'],
    message: 'src/exporter reads pages through src/indexer/pages only.',
  },
  {
    target: EXPORTER,
    from: [SHELL, ISLANDS, ISLAND_CONTRACT, CORE, ANALYSIS, MCP, FACTS],
    message: 'src/exporter (Node) imports src/indexer/pages and src/contracts only.',
  },
  {
    target: MCP,
    from: [SHELL, ISLANDS, ISLAND_CONTRACT, ANALYSIS, INDEXER, EXPORTER, FACTS],
    message: 'src/mcp imports src/search-core and src/contracts only.',
  },
  {
    target: CONTRACTS,
    from: [SHELL, ISLANDS, ISLAND_CONTRACT, CORE, ANALYSIS, INDEXER, EXPORTER, MCP, FACTS],
    message: 'src/contracts is imported by every layer, so it imports none of them.',
  },
  {
    target: './src',
    from: ['./tests', './bench', './testkit'],
    message: 'Code under src/ must not import tests, benchmarks or their helpers.',
  },
  {
    target: './tests',
    from: './bench',
    message: 'tests/ and bench/ do not import each other: move what both need to testkit/.',
  },
  {
    target: './bench',
    from: './tests',
    message: 'bench/ and tests/ do not import each other: move what both need to testkit/.',
  },
  {
    target: './testkit',
    from: ['./tests', './bench'],
    message: 'testkit/ is shared by tests/ and bench/: it must not import either.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'docs/',
      'public/',
      'reports/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      '**/.vitepress/cache*/',
      '**/.vitepress/dist*/',
      '**/*.timestamp-*.mjs',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  pluginVue.configs['flat/recommended'],
  // Prettier lays out templates: the Vue rules about layout (indent, attributes per line, self-closing…) are off.
  {
    files: ['**/*.vue'],
    rules: Object.fromEntries(
      Object.entries(pluginVue.rules)
        .filter(([, rule]) => rule.meta?.type === 'layout')
        .map(([name]) => [`vue/${name}`, 'off']),
    ),
  },
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
      // Read by vue-eslint-parser for <script lang="ts">, also when import-x parses a .vue file imported from a .ts one.
      parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX, local: localPlugin },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.vue'],
      // Following imports into .vue files (for cycles) needs the Vue parser, with TypeScript in <script>.
      'import-x/parsers': { 'vue-eslint-parser': ['.vue'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // `_`-prefixed names are deliberately unused (positional parameters, destructured leftovers).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // Fixture text in tests deliberately holds zero-width and no-break spaces; source code does not.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipRegExps: true }],
      // An issue number means something only in its tracker: comments and test names say what and why.
      'local/no-ticket-numbers': 'error',
    },
  },
  {
    // A rule the layers share has one home (lint/one-home.js says which); tests may restate one to check it.
    files: ['src/**', '.vitepress/**', 'testkit/**', 'bench/**', 'deploy/**'],
    rules: { 'local/one-home': 'error' },
  },
  // No file over 400 lines, no function over 80 (blank and comment lines not counted); today's offenders
  // are listed in lint/size-allowlist.json at their current size, which may only shrink.
  ...sizeConfigs(),
  {
    // With noUncheckedIndexedAccess on, a `!` in shipped code is a claim the compiler cannot check: keep
    // each one visible (a warning) until it is replaced by a real check. In tests and benchmarks a wrong
    // claim fails the run on the spot, so there it is allowed.
    files: ['src/**', '.vitepress/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'warn' },
  },
  {
    // TypeScript checks names itself (and knows DOM and Node types); no-undef only misreports type names.
    files: ['**/*.ts', '**/*.tsx', '**/*.vue'],
    rules: { 'no-undef': 'off' },
  },
  {
    files: ['**/*.vue'],
    rules: {
      // VitePress names the theme's root component Layout.
      'vue/multi-word-component-names': ['error', { ignores: ['Layout'] }],
      // Props are typed: an optional prop is `undefined` when absent, which TypeScript already accounts for.
      'vue/require-default-prop': 'off',
    },
  },
  {
    files: ['src/react-islands/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...['search-core', 'query-analysis', 'contracts', 'facts'].map((layer) => ({
    files: [`src/${layer}/**`],
    rules: {
      'no-restricted-imports': ['error', frameworkImportBan(layer)],
      'no-restricted-globals': ['error', ...browserGlobalBan(layer)],
    },
  })),
  {
    files: ['src/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./)', message: 'src/contracts imports nothing but its own files.' }] },
      ],
    },
  },
  {
    // Loaded by the shell on every page: no framework, so no React (nor Vue) reaches the page through it.
    files: ['src/island-contract/**'],
    rules: { 'no-restricted-imports': ['error', frameworkImportBan('island-contract')] },
  },
  {
    files: ['src/react-islands/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(vue|@vue|vitepress)(/.*)?$',
              message: 'The island is React: it must not import Vue or VitePress.',
            },
          ],
        },
      ],
    },
  },
)
