import { defineConfig } from 'vitest/config'

// Tests that read the BUILT site (.vitepress/dist): records, relevance, byte budgets. Run after `npm run build`.
export default defineConfig({
  test: {
    include: ['tests/built/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    reporters: process.env.CI_REPORT ? ['default', ['json', { outputFile: 'reports/vitest-built.json' }]] : ['default'],
  },
})
