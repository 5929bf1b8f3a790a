/**
 * Starts the fake on a fixed port for the browser tests (Playwright webServer), loaded with the
 * records of a built site: `vite-node testkit/typesense-fake/serve.ts -- <dist> <port> <apiKey>`.
 */
import { startSiteFake } from './site'

const [dist = '.vitepress/dist-typesense', port = '8109', apiKey = 'e2e-search-key'] = process.argv
  .slice(2)
  .filter((a) => a !== '--')
const fake = await startSiteFake(dist, Number(port), apiKey)
console.log(
  `typesense fake on ${fake.url} with ${Object.values(fake.collections()).reduce((n, c) => n + c.docs, 0)} documents`,
)
const stop = () => void fake.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
