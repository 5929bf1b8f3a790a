/**
 * Starts the fake on a fixed port for the browser tests (Playwright webServer), loaded with the
 * records of a built site: `vite-node testkit/typesense-fake/serve.ts -- <dist> <port> <apiKey>`.
 */
import { E2E_FAKE_PORT, E2E_SEARCH_KEY } from './port'
import { startSiteFake } from './site'

const [dist = '.vitepress/dist-typesense', port = String(E2E_FAKE_PORT), apiKey = E2E_SEARCH_KEY] = process.argv
  .slice(2)
  .filter((a) => a !== '--')
const fake = await startSiteFake(dist, Number(port), apiKey)
console.log(
  `typesense fake on ${fake.url} with ${Object.values(fake.collections()).reduce((n, c) => n + c.docs, 0)} documents`,
)
const stop = () => void fake.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
