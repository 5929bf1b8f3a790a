import type { Plugin } from 'vite'
import { escapeHtml } from '../../src/contracts/text'

/**
 * The labels Redoc 2.5 writes in English whatever its options say, each as both of its bundles spell
 * it (`code`, once in each) and as its build-time markup holds it (`html`, holding `text`; null when
 * only the browser shows it). The
 * browser's bundle is rewritten to read them from REDOC_FIXED_LABELS_GLOBAL (set by renderRedoc.ts
 * from the locale's catalogue, redocOptions.ts); the markup rendered at build (build/apiReference.ts)
 * has the same texts put in, so the two still hydrate as one.
 */
export const REDOC_FIXED_LABELS = {
  copy: { code: '"Copy"', text: 'Copy', html: '>Copy<' },
  // A tooltip shown after a click: never in the build's markup.
  copied: { code: '"Copied"', text: 'Copied', html: null },
  expandAll: { code: '" Expand all "', text: ' Expand all ', html: '> Expand all <' },
  collapseAll: { code: '" Collapse all "', text: ' Collapse all ', html: '> Collapse all <' },
  searchPlaceholder: { code: '"Search..."', text: 'Search...', html: 'placeholder="Search..."' },
  authorizations: { code: '"Authorizations:"', text: 'Authorizations:', html: '>Authorizations:<' },
  requestBodySchema: {
    code: '"Request Body schema: "',
    text: 'Request Body schema: ',
    html: '>Request Body schema: <',
  },
  responseSchema: { code: '"Response Schema: "', text: 'Response Schema: ', html: '>Response Schema: <' },
} as const

type RedocFixedLabel = keyof typeof REDOC_FIXED_LABELS
export type RedocFixedLabels = Record<RedocFixedLabel, string>

/** Where the browser's rewritten Redoc reads its fixed labels. */
export const REDOC_FIXED_LABELS_GLOBAL = '__redocFixedLabels'

const BROWSER_BUNDLE = /\/redoc\/bundles\/redoc\.browser\.lib\.js$/

/**
 * Redoc's browser bundle with each fixed label read from REDOC_FIXED_LABELS_GLOBAL, English when it is
 * not set. Throws when the bundle does not hold a label exactly once: a Redoc upgrade that changes one
 * fails the build instead of bringing English back silently.
 */
export function rewriteRedocLabels(code: string): string {
  let out = code
  for (const [key, { code: literal }] of Object.entries(REDOC_FIXED_LABELS)) {
    const parts = out.split(literal)
    if (parts.length !== 2)
      throw new Error(
        `redocLabelsPlugin: Redoc's bundle holds ${literal} ${parts.length - 1} times, not once; Redoc changed, check the label`,
      )
    // No optional chaining: the build would spell it out with temporaries inside Redoc's own scopes.
    out = parts.join(`((globalThis.${REDOC_FIXED_LABELS_GLOBAL}||{}).${key}||${literal})`)
  }
  return out
}

/** Markup Redoc rendered at build with its fixed labels in the locale's words. */
export function localiseRedocMarkup(html: string, labels: RedocFixedLabels): string {
  let out = html
  for (const [key, { text, html: form }] of Object.entries(REDOC_FIXED_LABELS))
    if (form) out = out.split(form).join(form.replace(text, escapeHtml(labels[key as RedocFixedLabel])))
  return out
}

export function redocLabelsPlugin(): Plugin {
  return {
    name: 'redoc-labels',
    enforce: 'pre',
    transform(code, id) {
      if (!BROWSER_BUNDLE.test(id)) return null
      return { code: rewriteRedocLabels(code), map: null }
    },
  }
}
