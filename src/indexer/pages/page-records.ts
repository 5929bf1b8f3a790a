/**
 * A page's search records (Node only): its rendered HTML cut into sections, plus one record per
 * operation of its OpenAPI document. The build and the dev index both come through here, so the
 * page's facts (URL, locale, product area, rank, tags) are set in one place.
 */
import type { DocRecord } from '../../search-core/types'
import { openApiRecords } from '../openapi-records'
import { extractRecords } from '../records'
import type { SourcePage } from './read-page'
import { headingKey } from './section-questions'

/**
 * Records of a page. `openApiSource` is the text of the page's OpenAPI document (`page.spec`), when it
 * has one; a document that does not parse throws, naming the page.
 */
export function pageRecords(page: SourcePage, html: string, openApiSource: string | null = null): DocRecord[] {
  const { byHeading, problems } = page.questions
  if (problems.length) throw new Error(`${page.rel}: ${problems.join('; ')}`)
  const records = extractRecords({
    url: page.url,
    html,
    locale: page.locale,
    lvl0: page.area,
    tags: page.tags,
    pageRank: page.pageRank,
    questions: byHeading,
  })
  // A heading the Markdown has but the rendered page does not cut a section at (a heading in a
  // component, an empty title section) would drop its questions unseen.
  const carried = new Set(
    records.map((r) => headingKey(r['hierarchy.lvl3'] || r['hierarchy.lvl2'] || r['hierarchy.lvl1'])),
  )
  const lost = [...byHeading.keys()].filter((key) => !carried.has(key))
  if (lost.length) throw new Error(`${page.rel}: questions of headings no section carries: ${lost.join(', ')}`)
  if (page.spec && openApiSource !== null) {
    try {
      records.push(
        ...openApiRecords(openApiSource, {
          url: page.url,
          lvl0: page.area,
          lvl1: records[0]?.['hierarchy.lvl1'] ?? page.title,
          locale: page.locale,
        }),
      )
    } catch (err) {
      throw new Error(`${page.rel}: OpenAPI document ${page.spec} could not be indexed: ${(err as Error).message}`)
    }
  }
  return records
}
