/** The search records' shared encoding: DocSearch's `item_priority`. */

/**
 * DocSearch's `item_priority`: page rank · 1e9 + level weight · 1000 + position, sorted descending.
 * The indexer writes it, Typesense sorts by it, the embedded index reads the page rank back.
 */
const RANK_UNIT = 1_000_000_000
const LEVEL_UNIT = 1000

export interface ItemPriority {
  /** 1 landing pages, 0 pages, −1 posts and changelogs. */
  pageRank: number
  /** Heading level of the section (1 = the page title); weight 100 − 10·level. */
  level: number
  /** Larger first: the number of sections after this one on its page (0 … 999). */
  position: number
}

export function encodeItemPriority({ pageRank, level, position }: ItemPriority): number {
  return pageRank * RANK_UNIT + (100 - 10 * level) * LEVEL_UNIT + position
}

/** The page rank of an encoded priority (the level and position parts are always below 1e9). */
export const pageRankOfPriority = (itemPriority: number): number => Math.floor(itemPriority / RANK_UNIT)

export function decodeItemPriority(itemPriority: number): ItemPriority {
  const pageRank = pageRankOfPriority(itemPriority)
  const rest = itemPriority - pageRank * RANK_UNIT
  const weight = Math.floor(rest / LEVEL_UNIT)
  return { pageRank, level: (100 - weight) / 10, position: rest - weight * LEVEL_UNIT }
}
