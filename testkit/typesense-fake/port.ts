/**
 * Where the browser tests' fake listens, and the search key the Typesense build carries: the
 * Playwright config starts the fake on this port, `npm run build:typesense` bakes its address into
 * the site (./build-site.ts), and the specs drive the fake's controls there. Set `E2E_FAKE_PORT` to
 * move it (for the build too), so two checkouts can run side by side.
 */
export const E2E_FAKE_PORT = Number(process.env.E2E_FAKE_PORT ?? 8109)
export const E2E_FAKE_URL = `http://127.0.0.1:${E2E_FAKE_PORT}`
export const E2E_SEARCH_KEY = 'e2e-search-key'
