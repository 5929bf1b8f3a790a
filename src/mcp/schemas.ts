/**
 * What each tool returns as structuredContent, as zod shapes: the SDK publishes them as the tools'
 * outputSchema and checks every successful result against them (its client checks again). A tool
 * error's structuredContent is `{ error, message }` and is not checked against them.
 */
import { z } from 'zod'
import { LOCALES } from '../contracts/locale'

const locale = z.enum(LOCALES)
const url = z.string().describe('absolute URL on the docs site')
const nextCursor = z
  .string()
  .nullable()
  .describe('pass as `cursor` to get the next page; null on the last page / 下一页的 cursor，最后一页为 null')

const searchResult = z.object({
  title: z.string(),
  breadcrumb: z.string().describe('product area › page › section'),
  url,
  markdownUrl: url,
  snippet: z.string(),
  locale: locale.describe('which locale’s pages the result is from'),
})

export const searchOutput = {
  results: z.array(searchResult),
  locale: locale.describe('the query’s locale'),
  searchedLocales: z.array(locale).describe('locales searched; two when the query’s own found little'),
  note: z.string().nullable().describe('says when the other locale was searched too'),
  total: z.number().int().nonnegative(),
  nextCursor,
}

export const readPageOutput = {
  url,
  markdownUrl: url,
  title: z.string(),
  section: z.string().nullable().describe('anchor of the section returned, or null for the whole page'),
  markdown: z.string(),
}

const listedPage = z.object({ title: z.string(), url, markdownUrl: url, description: z.string() })

export const listPagesOutput = {
  areas: z.array(
    z.object({
      area: z.string(),
      about: z.string().optional().describe('what the area holds, in a line'),
      section: z.string().optional().describe('the section of the area the filter named'),
      pages: z.array(listedPage),
    }),
  ),
  totalPages: z.number().int().nonnegative().describe('pages listed over all cursor pages'),
  nextCursor,
}

export const askOutput = {
  mode: z.enum(['assistant', 'quotes']),
  answer: z.string(),
  note: z.string().nullable(),
  sources: z.array(z.object({ title: z.string(), url: z.string(), excerpt: z.string() })),
}
