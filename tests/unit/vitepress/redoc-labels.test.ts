import fs from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import {
  localiseRedocMarkup,
  REDOC_FIXED_LABELS,
  REDOC_FIXED_LABELS_GLOBAL,
  rewriteRedocLabels,
  type RedocFixedLabels,
} from '../../../.vitepress/plugins/redocLabels'
import { apiViewerOptions } from '../../../.vitepress/theme/support/redocOptions'

const require = createRequire(import.meta.url)
const bundle = (name: string) => fs.readFileSync(require.resolve(`redoc/bundles/${name}`), 'utf8')

/** The Chinese pages' texts, from the catalogue. */
const zh: RedocFixedLabels = apiViewerOptions(false, 'root').fixedLabels

describe("Redoc's labels without an option", () => {
  it('each is in both of the installed bundles exactly once, as the rewrite expects', () => {
    for (const name of ['redoc.browser.lib.js', 'redoc.lib.js']) {
      const code = bundle(name)
      for (const { code: literal } of Object.values(REDOC_FIXED_LABELS)) expect(code.split(literal)).toHaveLength(2)
    }
  })

  it('the rewritten label reads the locale’s text, and English when none is set', () => {
    const code = rewriteRedocLabels(
      Object.values(REDOC_FIXED_LABELS)
        .map((l) => `out.push(${l.code});`)
        .join('\n'),
    )
    const run = (labels?: RedocFixedLabels) => {
      const g = globalThis as Record<string, unknown>
      g[REDOC_FIXED_LABELS_GLOBAL] = labels
      const out: string[] = []
      new Function('out', code)(out)
      delete g[REDOC_FIXED_LABELS_GLOBAL]
      return out
    }
    expect(run(zh)).toEqual(Object.values(zh))
    expect(run()).toEqual(Object.values(REDOC_FIXED_LABELS).map((l) => l.text))
  })

  it('a bundle that no longer holds a label fails the build, naming it', () => {
    const code = bundle('redoc.browser.lib.js').replace('" Expand all "', '"Expand all"')
    expect(() => rewriteRedocLabels(code)).toThrow(/" Expand all " 0 times/)
  })

  it('the markup rendered at build gets the same texts, escaped', () => {
    const html =
      '<h5>Authorizations:</h5><button> Expand all </button><input placeholder="Search..."/><span>Response Schema: </span><a>Copy</a>'
    expect(localiseRedocMarkup(html, { ...zh, copy: '<复制>' })).toBe(
      '<h5>鉴权方式：</h5><button> 全部展开 </button><input placeholder="搜索接口…"/><span>响应结构：</span><a>&lt;复制&gt;</a>',
    )
  })
})
