// `npm run build:mcp`: the MCP server (src/mcp) as one Node module, the package's `bin`, so that
// `npx atlas-docs --site <origin>` runs it without vite-node. Its only imports left are the SDK and
// zod (the package's dependencies); search-core, query-analysis and contracts are bundled in.
import { defineConfig } from 'vite'

export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'src/mcp/cli.ts',
    outDir: '.vitepress/dist-mcp',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: { output: { entryFileNames: 'docs-mcp.mjs', banner: '#!/usr/bin/env node' } },
  },
})
