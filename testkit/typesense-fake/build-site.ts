/**
 * `npm run build:typesense`: the site configured for the browser tests' fake (./port.ts), into
 * .vitepress/dist-typesense. VitePress reads the settings from the environment at build time.
 */
import { spawnSync } from 'node:child_process'
import { E2E_FAKE_URL, E2E_SEARCH_KEY } from './port'

const build = spawnSync('vitepress', ['build'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    TYPESENSE_NODES: E2E_FAKE_URL,
    TYPESENSE_SEARCH_KEY: E2E_SEARCH_KEY,
    DOCS_OUT_DIR: '.vitepress/dist-typesense',
  },
})
if (build.error) throw build.error
process.exit(build.status ?? 1)
