import path from 'node:path'
import { gzipSync } from 'node:zlib'
import vue from '@vitejs/plugin-vue'
import { transform } from 'esbuild'
import { build, type Plugin, type Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { kb } from '../../testkit/bytes'

/** The page menu may add at most this much gzipped JS to a doc page's initial JavaScript. */
export const PAGE_MENU_GZIP = 2 * 1024

const root = path.resolve(__dirname, '../..')
const STUB = '\0page-menu-stub'

/**
 * Gzipped size of the theme's eager code, built as the site builds it (production Vue, minified),
 * optionally with the page menu replaced by an empty component. What the theme loads on demand stays
 * an import, so both builds weigh exactly what every page loads up front from the theme.
 */
async function themeGzip(withMenu: boolean): Promise<number> {
  const stub: Plugin = {
    name: 'stub-page-menu',
    enforce: 'pre',
    resolveId: (source) => (!withMenu && /\/components\/PageMenu\.vue$/.test(source) ? STUB : null),
    load: (id) => (id === STUB ? 'export default { render: () => null }' : null),
  }
  const keepLazy: Plugin = { name: 'keep-lazy-imports', resolveDynamicImport: () => false }
  const env = process.env.NODE_ENV
  process.env.NODE_ENV = 'production' // Vite and the Vue plugin compile for production only then
  try {
    const result = await build({
      configFile: path.join(root, 'vite.config.ts'),
      root,
      logLevel: 'silent',
      mode: 'production',
      plugins: [stub, keepLazy, vue()],
      build: {
        write: false,
        minify: 'esbuild',
        lib: { entry: path.join(root, '.vitepress/theme/index.ts'), formats: ['es'], fileName: 'theme' },
        rollupOptions: { external: [/^vue$/, /^vitepress(\/|$)/, /^@vue\//] },
      },
    })
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
    const chunks = outputs
      .flatMap((o) => o.output)
      .filter((f): f is Rollup.OutputChunk => f.type === 'chunk' && f.isEntry)
    // A library build keeps its whitespace; the site's chunks are minified whole, as here.
    const code = await Promise.all(
      chunks.map(async (c) => (await transform(c.code, { minify: true, format: 'esm' })).code),
    )
    return code.reduce((n, c) => n + gzipSync(c, { level: 9 }).length, 0)
  } finally {
    process.env.NODE_ENV = env
  }
}

describe('page menu budget', () => {
  it('the page menu adds at most 2 KB gzipped to a doc page’s initial JavaScript', async () => {
    const [withMenu, without] = [await themeGzip(true), await themeGzip(false)]
    console.log(
      `theme eager code: ${kb(withMenu)} with the page menu, ${kb(without)} without: +${kb(withMenu - without)}`,
    )
    expect(withMenu - without).toBeGreaterThan(0)
    expect(withMenu - without).toBeLessThanOrEqual(PAGE_MENU_GZIP)
  }, 120_000)
})
