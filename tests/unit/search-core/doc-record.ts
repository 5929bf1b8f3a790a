import type { DocRecord } from '../../../src/search-core'

/** A record of the embedded index's tests: one section of a page `/<id>.html` under 一站式 AI 平台. */
export const docRecord = (
  id: string,
  lvl1: string,
  content: string,
  { lvl2 = null, priority = 1 }: { lvl2?: string | null; priority?: number } = {},
): DocRecord => ({
  id,
  'hierarchy.lvl0': '一站式 AI 平台',
  'hierarchy.lvl1': lvl1,
  'hierarchy.lvl2': lvl2,
  'hierarchy.lvl3': null,
  content,
  url: `/${id}.html`,
  url_without_anchor: `/${id}.html`,
  anchor: null,
  type: 'content',
  language: 'zh',
  tags: [],
  item_priority: priority,
})
