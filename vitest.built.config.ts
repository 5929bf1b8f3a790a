import { defineConfig } from 'vitest/config'

// Tests that read the BUILT site (.vitepress/dist): records, relevance, byte budgets; and the site as
// deployed (tests/deploy: nginx and the preview server in front of it). Run after `npm run build`.
export default defineConfig({
  test: {
    include: ['tests/built/**/*.test.ts', 'tests/deploy/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    reporters: process.env.CI_REPORT ? ['default', ['json', { outputFile: 'reports/vitest-built.json' }]] : ['default'],
  },
})
