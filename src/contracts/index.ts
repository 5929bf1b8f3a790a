/**
 * Values one layer writes and another reads, in one place. Pure TypeScript: imports nothing outside
 * this folder (no Node, no DOM, no framework), so every layer may import it.
 *
 * Browser code (.vitepress/theme, .vitepress/navigation, src/react-islands, src/search-core,
 * src/query-analysis) imports the file it needs, not this barrel: through the barrel, every contract a
 * lazy chunk uses (the Typesense defaults, the Han class …) would land in the page's first load.
 */
export * from './analytics'
export * from './chat'
export * from './index-files'
export * from './locale'
export * from './mcp'
export * from './page-key'
export * from './page-kind'
export * from './records'
export * from './storage-keys'
export * from './text'
export * from './typesense-defaults'
