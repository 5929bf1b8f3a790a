import type { KnipConfig } from 'knip'

// `npm run lint` runs knip: files, exports and dependencies nothing uses, and imports of packages that
// package.json does not declare. Its vitepress, vite, vitest, playwright, eslint and lint-staged plugins
// read their own configs and package.json's scripts (VitePress's config and theme, the CLIs the scripts
// run, the test files); the entries below are what those cannot see.
const config: KnipConfig = {
  entry: [
    // VitePress data loaders: VitePress runs their default export at build time and hands pages `data`.
    '.vitepress/theme/data/*.data.ts',
    // Swapped in for VitePress's own files by resolve.alias in vite.config.ts (a path, not an import).
    '.vitepress/theme/composables/langs.ts',
    '.vitepress/theme/components/NavBarSearchSpacer.vue',
    '.vitepress/theme/components/LayoutTop.vue',
    // Imported by docs/posts/index.md's <script setup>; knip does not read Markdown.
    '.vitepress/theme/components/PostList.vue',
    // Run by .ci/run, a shell script.
    '.ci/summary.mjs',
    'bench/*.ts',
    'tests/**/*.test.{ts,tsx}',
    'tests/e2e/**/*.spec.ts',
    'deploy/**/*.{ts,mjs}',
    'lint/**/*.js',
    'packages/mcp/**/*.mjs',
  ],
  project: ['**/*.{ts,tsx,vue,js,mjs}', '!docs/**', '!bench/baseline/**'],
  // Type declarations of lint/'s plain-JS rules, which TypeScript reads beside the .js files.
  ignore: ['lint/*.d.ts'],
  ignoreDependencies: [
    // Read as data: .vitepress/plugins/icons.ts loads its icons.json through createRequire.
    '@iconify-json/mdi',
    // Read as data: src/indexer/lexicon.ts reads its dict.txt and LICENSE through createRequire.
    '@node-rs/jieba',
    // Run as a program: testkit/agent-docs.ts spawns node_modules/afdocs/bin/afdocs.mjs.
    'afdocs',
  ],
  // System programs the prerequisites check and the phone benchmark call, not npm packages.
  ignoreBinaries: ['apt-get', 'dpkg-query', 'openssl'],
}

export default config
