/**
 * `llms.txt` and `llms-full.txt` of a locale (llmstxt.org): the pages readers reach from the sidebars
 * and nav, by product area, and those pages' Markdown in one file.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { MCP_DOCS_PAGE, mcpCommand } from '../contracts/mcp'
import { areaRoutes } from '../indexer/pages/areas'
import type { Locale, SourcePage } from '../indexer/pages/read-page'
import { escapeText, quote } from './escape'
import type { MarkdownPage } from './page'
import { WORDS } from './words'

export interface LlmsSection {
  title: string
  /** One line on what the section holds, for an agent choosing where to read ('' for none). */
  routes?: string
  entries: { title: string; url: string; description: string }[]
}

/**
 * `llms.txt` (llmstxt.org): H1 title, blockquote summary, notes, then H2 sections, each a line on what
 * it holds and its `- [title](url): description` list.
 */
export function llmsTxt(title: string, summary: string, notes: string[], sections: LlmsSection[]): string {
  const parts = [`# ${escapeText(title)}`, quote(escapeText(summary)), ...notes]
  for (const s of sections) {
    parts.push(`## ${escapeText(s.title)}`)
    if (s.routes) parts.push(escapeText(s.routes))
    parts.push(
      s.entries
        .map((e) => `- [${e.title}](${e.url})${e.description ? `: ${escapeText(e.description)}` : ''}`)
        .join('\n'),
    )
  }
  return parts.join('\n\n') + '\n'
}

export interface LocaleListing {
  /** Site title and one-sentence summary for the locale's llms.txt. */
  title: string
  summary: string
  /**
   * Site paths readers reach from the locale's sidebars and nav, in reading order (`/`, `/ai-studio/`,
   * `/ai-studio/job/create`, `/posts/?tag=x`…): only their pages are listed.
   */
  links: string[]
}

/** A page with its Markdown copy and where the copy is published. */
export interface ExportedPage {
  page: SourcePage
  copy: MarkdownPage
  /** Public URL of the copy. */
  url: string
}

export interface LlmsFilesOptions {
  outDir: string
  locale: Locale
  /** Public URL of the site root with its base, ending in `/`. */
  siteRoot: string
  listing: LocaleListing
  /** Whether the other locale has an llms.txt to point at. */
  otherListed: boolean
  /** The locale's listed pages, in reading order (each once). */
  pages: ExportedPage[]
}

/** Writes a locale's `llms.txt` and `llms-full.txt`; returns the listed pages in the files' order. */
export async function writeLlmsFiles(opts: LlmsFilesOptions): Promise<ExportedPage[]> {
  const { locale, siteRoot, listing } = opts
  const words = WORDS[locale]
  const sections: LlmsSection[] = []
  const grouped: ExportedPage[][] = []
  for (const entry of opts.pages) {
    let at = sections.findIndex((s) => s.title === entry.page.area)
    if (at < 0) {
      at = sections.push({ title: entry.page.area, routes: areaRoutes(entry.page.area, locale), entries: [] }) - 1
      grouped.push([])
    }
    grouped[at]?.push(entry)
    sections[at]?.entries.push({ title: entry.copy.title, url: entry.url, description: entry.copy.description })
  }
  const dir = locale === 'en' ? 'en/' : ''
  const other = locale === 'en' ? '' : 'en/'
  // The docs' MCP server, and the page that explains it when the locale lists one.
  const mcpPage = opts.pages.find((e) => e.page.rel === `${dir}${MCP_DOCS_PAGE}.md`)
  const mcp = `${words.mcp}${words.sep}\`${mcpCommand(siteRoot.replace(/\/$/, '')).join(' ')}\``
  const notes = [
    `${words.fullIndex}${words.sep}[${dir}llms-full.txt](${siteRoot}${dir}llms-full.txt)`,
    ...(opts.otherListed ? [`${words.other}${words.sep}[${other}llms.txt](${siteRoot}${other}llms.txt)`] : []),
    mcpPage ? `${mcp}${words.see}[${mcpPage.copy.title}](${mcpPage.url})` : mcp,
  ]
  await fs.mkdir(path.join(opts.outDir, dir), { recursive: true })
  await fs.writeFile(path.join(opts.outDir, dir, 'llms.txt'), llmsTxt(listing.title, listing.summary, notes, sections))
  // Pages one after another in llms.txt's order, each under its own H1, separated by a rule.
  const ordered = grouped.flat()
  const head = `# ${escapeText(listing.title)}\n\n${quote(escapeText(listing.summary))}`
  const full = [head, ...ordered.map((e) => e.copy.markdown.trim())].join('\n\n---\n\n') + '\n'
  await fs.writeFile(path.join(opts.outDir, dir, 'llms-full.txt'), full)
  return ordered
}
