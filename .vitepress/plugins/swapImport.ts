import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

export interface ImportSwap {
  /** The bare import to swap (`entities`). */
  source: string
  /** Only imports made from inside this package (`markdown-it`). */
  importer: string
  /** The module that stands in for it, relative to the project root. */
  replacement: string
}

/**
 * Resolves one package's import of another to a module of ours, in the site's bundle only. Used where
 * a dependency drags in far more than it needs; each stand-in has tests that compare it with what it
 * replaces. Node code (the sync CLI, the tests) keeps the original package.
 */
export function swapImportPlugin(swaps: ImportSwap[]): Plugin {
  const resolved = swaps.map((s) => ({ ...s, file: fileURLToPath(new URL(`../../${s.replacement}`, import.meta.url)) }))
  return {
    name: 'swap-import',
    enforce: 'pre',
    resolveId(source, importer) {
      const swap = resolved.find((s) => s.source === source && importer?.includes(`/node_modules/${s.importer}/`))
      return swap ? swap.file : null
    },
  }
}
