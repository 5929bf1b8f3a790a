import type { FactSet, Locale } from './facts'

/**
 * The insertion token: `[[fact:<id>]]` stands for the fact's value in the page's locale. Double
 * brackets cannot be Vue's `{{ }}` interpolation, nor markdown-it-attrs' `{…}`, and read as text if
 * a tool shows the source. Tokens are expanded everywhere except in fenced code blocks (where a page
 * may quote the syntax); `\[[fact:id]]` writes the token literally.
 */
export const FACT_TOKEN_RE = /(\\?)\[\[fact:([^\]\s]*)\]\]/g

const FENCE_RE = /^ {0,3}(`{3,}|~{3,})/

/** Calls `onLine` for each line outside fenced code blocks, with its index; returns the lines rebuilt. */
function mapOutsideFences(markdown: string, onLine: (line: string, index: number) => string): string {
  const lines = markdown.split('\n')
  let fence: string | null = null
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const open = FENCE_RE.exec(line)?.[1]
    if (fence) {
      if (open && open.charAt(0) === fence.charAt(0) && open.length >= fence.length && !line.trim().slice(open.length))
        fence = null
      continue
    }
    if (open) {
      fence = open
      continue
    }
    lines[i] = onLine(line, i)
  }
  return lines.join('\n')
}

export class UnknownFactError extends Error {
  constructor(
    readonly id: string,
    readonly line: number,
  ) {
    super(`Unknown fact [[fact:${id}]] on line ${line} (facts are listed in docs/facts.yaml)`)
  }
}

/**
 * Replaces every `[[fact:id]]` outside fenced code with the fact's value. An unknown id throws, or,
 * with `unknown: 'keep'` (a page being edited in the dev server), stays as written.
 */
export function expandFacts(
  markdown: string,
  facts: FactSet,
  locale: Locale,
  unknown: 'throw' | 'keep' = 'throw',
): string {
  if (!markdown.includes('[[fact:')) return markdown
  return mapOutsideFences(markdown, (line, i) =>
    line.includes('[[fact:')
      ? line.replace(FACT_TOKEN_RE, (token, escape: string, id: string) => {
          if (escape) return token.slice(1)
          const fact = facts.byId.get(id)
          if (!fact) {
            if (unknown === 'keep') return token
            throw new UnknownFactError(id, i + 1)
          }
          return fact.value[locale]
        })
      : line,
  )
}
