/** Markdown escaping and quoting (no DOM): text that must read back exactly as the page shows it. */

/** Text that Markdown must show as it is: no emphasis, links, code or HTML out of prose characters. */
export function escapeText(text: string): string {
  return (
    text
      .replace(/[\\`*[\]<]/g, '\\$&')
      // `_` between letters or digits never makes emphasis (`reasoning_content` stays readable).
      .replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '\\_')
      .replace(/~~/g, '\\~\\~')
      .replace(/&(?=#?[a-z0-9]+;)/gi, '\\&')
  )
}

/** A line of prose must not start a heading, quote, list or rule. */
export function escapeLineStart(line: string): string {
  return line
    .replace(/^(#{1,6}(?=\s|$)|>|[-+](?=\s|$)|=+\s*$|-+\s*$)/, '\\$1')
    .replace(/^(\d+)([.)])(?=\s|$)/, '$1\\$2')
}

export function codeSpan(code: string): string {
  const text = code.replace(/\n/g, ' ')
  if (!text.trim()) return ''
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((r) => r.length))
  const fence = '`'.repeat(longest + 1)
  const pad = /^`|`$/.test(text) || (/^ /.test(text) && / $/.test(text)) ? ' ' : ''
  return fence + pad + text + pad + fence
}

export function fencedCode(code: string, lang: string): string {
  const body = code.replace(/\n+$/, '')
  const longest = Math.max(0, ...(body.match(/`{3,}/g) ?? []).map((r) => r.length))
  const fence = '`'.repeat(Math.max(3, longest + 1))
  return `${fence}${lang}\n${body}\n${fence}`
}

export const indent = (text: string, width: number) =>
  text
    .split('\n')
    .map((l, i) => (i === 0 || !l ? l : ' '.repeat(width) + l))
    .join('\n')
export const quote = (text: string) =>
  text
    .split('\n')
    .map((l) => (l ? `> ${l}` : '>'))
    .join('\n')
