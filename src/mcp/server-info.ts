/**
 * What the server tells a client about itself when it connects (MCP `instructions`): which site and
 * product these docs are (the brand, as the site's llms.txt titles it), which languages, and what
 * each tool, the resources and the prompts are for.
 */
import type { DocsSite } from './docs'

export interface SiteInfo {
  /** The site's brand per locale (`智算云文档`, `Platform Docs`), or null when it could not be read. */
  brand: { zh: string | null; en: string | null }
}

/** The title of an llms.txt (`# 智算云文档`), or null. */
const llmsTitleIn = (text: string): string | null => /^#\s+(.+)$/m.exec(text)?.[1]?.trim() || null

/** The home page's title after its last `|` (`首页 | 智算云文档` → 智算云文档), or null. */
const homeTitleIn = (html: string): string | null => {
  const t = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim()
  return t ? (t.split('|').pop()?.trim() ?? null) || null : null
}

/** The brand of one locale: its llms.txt title, else its home page title. Never throws. */
async function brandOf(site: DocsSite, llms: string, home: string): Promise<string | null> {
  const read = (p: string) => site.source.read(p).catch(() => null)
  const text = await read(llms)
  return (text && llmsTitleIn(text)) || homeTitleIn((await read(home)) ?? '')
}

/** The server starts answering after at most this long, naming no brand when the site is slower. */
const SITE_INFO_TIMEOUT_MS = 3000

export async function siteInfo(site: DocsSite): Promise<SiteInfo> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<[null, null]>((resolve) => {
    timer = setTimeout(() => resolve([null, null]), SITE_INFO_TIMEOUT_MS)
  })
  const read = Promise.all([brandOf(site, '/llms.txt', '/'), brandOf(site, '/en/llms.txt', '/en/')])
  const [zh, en] = await Promise.race([read, late]).finally(() => clearTimeout(timer))
  return { brand: { zh, en } }
}

/** The instructions a client reads on connecting (in English, naming the brand in both languages). */
export function instructionsFor(info: SiteInfo | undefined, where: string): string {
  const { zh, en } = info?.brand ?? { zh: null, en: null }
  const names = [zh, en].filter((n, i, all): n is string => !!n && all.indexOf(n) === i)
  const brand = names.length ? names.join(' / ') : 'this documentation site'
  return [
    `Documentation of ${brand} (${where}): product docs, API reference and tutorials of an AI compute and model-service platform.`,
    'Languages: Chinese (zh) at the site root, English (en) under /en/. The Chinese pages are the fuller set: when English finds little, search_docs searches Chinese too and says so.',
    'Tools:',
    '- search_docs(query, locale?, limit?, cursor?): find pages and sections with the site’s own search; start here.',
    '- read_page(url_or_path, section?): read a page’s Markdown (or one section) by the URL search_docs or list_pages gave.',
    '- list_pages(area?, locale?, cursor?): browse pages by product area; area takes a name, a slug or a section (开发机, API, ai-studio).',
    '- ask_docs(question, page?): the site’s assistant answers with sources (or, without one, the best sections quoted).',
    'Resources: every page’s Markdown copy (resources/list, by area). Prompts: answer_from_docs, explain_error.',
    'Answer from what these tools return and cite the page URLs you used.',
  ].join('\n')
}
