/**
 * The text the tools read and return: snippets and headings as plain text, a Markdown copy's sections,
 * and llms.txt's entries by product area.
 */
import { unescapeHtml } from '../contracts/unescape-html'

/** The engine's snippet (text with `<mark>`, escaped) as plain text. */
export const plainText = (html: string) => unescapeHtml(html.replace(/<[^>]*>/g, ''))

const decodeHtml = (html: string) =>
  plainText(html)
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([\da-f]+);/gi, (_, n: string) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&nbsp;/g, ' ')
    .replace(/\u200b/g, '')

/** Headings of a rendered page with their anchors (`<h2 id="x">text <a class="header-anchor">`). */
export function headingsOf(html: string): { anchor: string; text: string }[] {
  const out: { anchor: string; text: string }[] = []
  for (const m of html.matchAll(/<h([1-6]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g)) {
    const inner = (m[3] ?? '').replace(/<a class="header-anchor"[\s\S]*?<\/a>/g, '')
    out.push({ anchor: decodeHtml(m[2] ?? ''), text: decodeHtml(inner).trim() })
  }
  return out
}

/** Heading text compared loosely: Markdown marks, spaces and case do not count. */
export const headingKey = (text: string) =>
  text
    .replace(/[`*_~[\]]/g, '')
    .replace(/\(https?:[^)]*\)/g, '')
    .replace(/\s+/g, '')
    .toLowerCase()

/**
 * The section of a Markdown copy under the heading `text`: the heading line and everything up to the
 * next heading of the same or a higher level. Null when no heading matches.
 */
export function markdownSection(markdown: string, text: string): string | null {
  const lines = markdown.split('\n')
  const key = headingKey(text)
  let fence = false
  let start = -1
  let level = 0
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (/^\s*(```|~~~)/.test(line)) fence = !fence
    if (fence) continue
    const h = /^(#{1,6})\s+(.*)$/.exec(line)
    if (!h) continue
    const depth = h[1]?.length ?? 0
    if (start < 0) {
      if (headingKey(h[2] ?? '') === key) {
        start = i
        level = depth
      }
    } else if (depth <= level) return lines.slice(start, i).join('\n').trim() + '\n'
  }
  return start < 0 ? null : lines.slice(start).join('\n').trim() + '\n'
}

interface LlmsArea {
  area: string
  /** The line the section opens with, on what the area holds ('' when it has none). */
  about: string
  pages: { title: string; url: string; description: string }[]
}

/** `## Area` sections of llms.txt: the line each opens with and their `- [title](url): description` entries. */
export function parseLlmsTxt(text: string): LlmsArea[] {
  const areas: LlmsArea[] = []
  for (const line of text.split('\n')) {
    const h = /^##\s+(.+)$/.exec(line)
    if (h) {
      areas.push({ area: (h[1] ?? '').trim(), about: '', pages: [] })
      continue
    }
    const last = areas[areas.length - 1]
    const e = /^- \[(.+?)\]\(([^)\s]+)\)(?::\s*(.*))?$/.exec(line)
    if (e && last) last.pages.push({ title: e[1] ?? '', url: e[2] ?? '', description: e[3] ?? '' })
    else if (last && !last.pages.length && !last.about && line.trim()) last.about = line.trim()
  }
  return areas
}

export const truncate = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() + '…' : text)
