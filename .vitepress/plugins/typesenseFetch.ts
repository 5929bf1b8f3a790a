import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const replacement = fileURLToPath(new URL('../../src/search-core/fetch-axios.ts', import.meta.url))

/**
 * typesense-js sends its requests through axios, 60 KB of the Typesense chunk. In the site's bundle
 * its `axios` import resolves to `fetch-axios.ts`, a fetch-based stand-in for the part it uses, which
 * keeps the client chunk within its 30 KB budget. Node code (the sync CLI, the tests) keeps axios.
 */
export function typesenseFetchPlugin(): Plugin {
  return {
    name: 'typesense-fetch',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'axios' && importer?.includes('/node_modules/typesense/')) return replacement
      return null
    },
  }
}
