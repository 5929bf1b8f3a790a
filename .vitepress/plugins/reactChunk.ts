import type { Plugin, Rollup } from 'vite'

/** React, ReactDOM and their scheduler: the island's runtime, loaded together whenever it mounts. */
const REACT_MODULES = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/

/**
 * Puts React's modules in one chunk (named `client`, after react-dom/client, the island's entry into
 * it). Left to Rollup they came as five chunks, one of them only the interop wrapper of `import * as
 * React`: each a request and a gzip stream of its own on the keyword search's first open. VitePress
 * owns `manualChunks`, so this wraps it rather than replacing it.
 */
export function reactChunkPlugin(): Plugin {
  return {
    name: 'site:react-chunk',
    outputOptions(options: Rollup.OutputOptions) {
      const theirs = options.manualChunks
      if (theirs && typeof theirs !== 'function') throw new Error('react-chunk: manualChunks is no longer a function')
      const manualChunks: Rollup.GetManualChunk = (id, meta) => (REACT_MODULES.test(id) ? 'client' : theirs?.(id, meta))
      return { ...options, manualChunks }
    },
  }
}
