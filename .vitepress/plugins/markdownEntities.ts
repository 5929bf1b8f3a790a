import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const replacement = fileURLToPath(new URL('../../src/react-islands/chat/html-entities.ts', import.meta.url))

/**
 * markdown-it decodes HTML entities with the `entities` package, whose named-entity table is 19 KB
 * gzipped: more than a third of the chat chunk. In the browser bundle its import is pointed at
 * `html-entities.ts`, which asks the browser's parser instead (tested against the package).
 */
export function markdownEntitiesPlugin(): Plugin {
  return {
    name: 'markdown-entities',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'entities' && importer?.includes('/node_modules/markdown-it/')) return replacement
      return null
    },
  }
}
