import { defineConfig } from 'vitest/config'

// Unit and integration tests (pure logic, Node). Browser behaviour lives in tests/e2e (Playwright).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    reporters: process.env.CI_REPORT ? ['default', ['json', { outputFile: 'reports/vitest.json' }]] : ['default'],
  },
})
