/**
 * The page tools over a published site: read_page (a page's Markdown copy, or one of its sections) and
 * list_pages (the pages of llms.txt by product area). Apart from docs.ts, whose DocsSite keeps the
 * site's engines and configuration for the tools that search and ask: reading pages needs of a site
 * only its files, its public origin and its home pages (PageSite), which DocsSite provides.
 */
import type { Locale } from '../contracts/locale'
import { markdownCopyOf } from '../contracts/page-url'
import { matchAreas } from './areas'
import { DocsError } from './errors'
import { headingKey, headingsOf, markdownSection, parseLlmsTxt } from './page-text'
import { indexMetaPathIn, type SiteSource } from './site'
import { pageAddress } from './url-guard'

export interface PageText {
  url: string
  markdownUrl: string
  title: string
  /** The anchor of the section returned, when one was asked for. */
  section: string | null
  markdown: string
}

interface ListedPage {
  title: string
  url: string
  markdownUrl: string
  description: string
}

export interface Area {
  area: string
  /** What the area holds, in a line (llms.txt's), when the site says. */
  about?: string
  /** The section of the area the filter named (`开发机`), when it named one. */
  section?: string
  pages: ListedPage[]
}

/** What reading pages needs of a site (DocsSite). */
export interface PageSite {
  readonly source: SiteSource
  /** Where links in results point (DocsSite.publicOrigin). */
  publicOrigin(): Promise<string>
  /** A locale's home page: a build of these docs names its search index there. */
  home(locale: Locale): Promise<string>
}

/** A path on the site, linked where the server reads it (or, for a folder, the site's published origin). */
const absolute = async (site: PageSite, sitePath: string) => (await site.publicOrigin()) + sitePath

/**
 * A page's address from a caller's URL or path; a full URL may name only the site's origin (where the
 * server reads, or its published one).
 */
export async function addressOn(site: PageSite, input: string): Promise<{ path: string; anchor: string | null }> {
  const origins = /^[a-z][a-z\d+.-]*:/i.test(input.trim()) ? [await site.publicOrigin()].filter(Boolean) : []
  return pageAddress(input, origins)
}

/** A page's Markdown copy, or one section of it (`section`: an anchor or a heading's text). */
export async function readPageOn(site: PageSite, urlOrPath: string, section?: string): Promise<PageText> {
  if (!urlOrPath.trim())
    throw new DocsError('invalid_input', 'Give a page URL or path, e.g. /ai-studio/ or https://…/x.html.')
  const { path: pagePath, anchor } = await addressOn(site, urlOrPath)
  const mdPath = markdownCopyOf(pagePath)
  const markdown = await site.source.read(mdPath)
  if (markdown === null)
    throw new DocsError(
      'page_not_found',
      `No page at ${pagePath} on ${site.source.label} (its Markdown copy ${mdPath} does not exist). Find pages with search_docs or list_pages.`,
    )
  const title = /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? pagePath
  const base = { url: await absolute(site, pagePath), markdownUrl: await absolute(site, mdPath), title }
  const wanted = (section ?? anchor ?? '').trim().replace(/^#/, '')
  if (!wanted) return { ...base, section: null, markdown }
  const headings = headingsOf((await site.source.read(pagePath)) ?? '')
  const heading =
    headings.find((h) => h.anchor === wanted) ?? headings.find((h) => headingKey(h.text) === headingKey(wanted))
  const text = heading ? markdownSection(markdown, heading.text) : markdownSection(markdown, wanted)
  if (text === null) {
    const known = headings.map((h) => `#${h.anchor}`).join(', ')
    throw new DocsError(
      'section_not_found',
      `The page ${pagePath} has no section "${wanted}".${known ? ` Its sections: ${known}.` : ''}`,
    )
  }
  return { ...base, section: heading?.anchor ?? wanted, markdown: text }
}

/** The pages of the locale's llms.txt, by product area; `area` keeps the areas whose name contains it. */
export async function listPagesOn(site: PageSite, area?: string, locale: Locale = 'zh'): Promise<Area[]> {
  const llmsPath = locale === 'en' ? '/en/llms.txt' : '/llms.txt'
  const text = await site.source.read(llmsPath)
  if (text === null)
    throw new DocsError('not_a_docs_site', `${site.source.label} has no ${llmsPath}: is it a build of the docs?`)
  const listed = parseLlmsTxt(text)
  // Another site's llms.txt (or a catch-all answer) is not these docs: their home names a search index.
  if (!listed.some((a) => a.pages.length) || !indexMetaPathIn(await site.home(locale)))
    throw new DocsError(
      'not_a_docs_site',
      `${site.source.label} is not a build of these docs (${listed.length ? 'its home page names no search index' : `its ${llmsPath} lists no pages by product area`}).`,
    )
  const origin = await site.publicOrigin()
  const areas: Area[] = listed.map((a) => ({
    area: a.area,
    ...(a.about ? { about: a.about } : {}),
    pages: a.pages.map((p) => {
      // llms.txt links the copies at the site's published address; results point where the server reads.
      const mdPath = p.url.replace(/^https?:\/\/[^/]+/, '')
      return {
        title: p.title,
        description: p.description,
        markdownUrl: origin + mdPath,
        url: origin + pageAddress(mdPath).path,
      }
    }),
  }))
  if (!area?.trim()) return areas
  const found = matchAreas(areas, area)
  if (!found.length)
    throw new DocsError(
      'area_not_found',
      `No product area "${area}" in ${llmsPath}. Areas: ${areas.map((a) => a.area).join(', ')}.`,
    )
  return found
}
