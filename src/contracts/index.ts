/**
 * Values one layer writes and another reads, in one place. Pure TypeScript: imports nothing outside
 * this folder (no Node, no DOM, no framework), so every layer may import it.
 */
export * from './analytics'
export * from './chat'
export * from './index-files'
export * from './records'
export * from './storage-keys'
export * from './text'
export * from './typesense-defaults'
