/**
 * The query plan and the index files it needs, in two passes: the query is planned (query-plan.ts) and
 * the files of the synonym rules it matched are read with the chunks of the terms those do not cover;
 * when single characters may rejoin into pairs the index holds, it is planned again on what was read,
 * and what the new plan adds is read. Then the postings lookup's view of what was read (postings.ts).
 * A stage of its own so that the engine keeps the caches (each file fetched once) and this module the
 * rule of which files a query needs and when it is planned again.
 */
import { chunksOf, chunksToRead, synonymRulesOf, synonymTerms, type DecodedPostings } from './index-files'
import { chunkFor, type IndexMeta, type PostingsChunk, type SynonymPostings } from './index-format'
import type { PostingSource } from './postings'
import { planQuery, planTerms, type Plan, type TermSpec } from './query-plan'

/** A synonym rule's file (index-format.ts `s/<n>.json`) as read. */
export type RuleFile = Omit<SynonymPostings, 'v'>

/**
 * What a query's planning read: postings chunks by number, and synonym rules' files (index-format.ts
 * `s/<n>.json`), each with the terms it covers: the file is the answer for those, held or not.
 */
export interface Reads {
  chunks: Map<number, PostingsChunk['t']>
  rules: Map<number, { covers: Set<string>; file: RuleFile }>
}

/** The index a query is planned on: its meta, and its files as the engine fetches (and keeps) them. */
export interface IndexFiles {
  meta: IndexMeta
  /** The terms each synonym rule's file covers (synonymTerms), filled in when a query first needs them. */
  ruleTerms: Map<number, Set<string>>
  rule: (n: number) => Promise<RuleFile>
  chunk: (c: number) => Promise<PostingsChunk['t']>
  /** A term's stored postings decoded (the engine decodes each list once). */
  decode: (flat: number[]) => DecodedPostings
}

/**
 * The query's plan, with every term it looks up read (fetched together): the files of the synonym
 * rules it matched, and the chunks of the terms those do not cover. Planned again, after a second
 * read, when single characters may rejoin into the pairs the index holds.
 */
export async function planAndRead(folded: string, files: IndexFiles): Promise<{ plan: Plan; loaded: Reads }> {
  const { meta, ruleTerms } = files
  const loaded: Reads = { chunks: new Map(), rules: new Map() }
  const coversOf = (n: number) => {
    let covers = ruleTerms.get(n)
    const rule = meta.synonyms[n]
    if (!covers && rule) ruleTerms.set(n, (covers = new Set(synonymTerms(rule).map((s) => s.term))))
    return covers ?? new Set<string>()
  }
  const read = async (plan: Plan) => {
    const rules = synonymRulesOf(plan, meta.synonyms).filter((n) => !loaded.rules.has(n))
    const covered = (s: TermSpec) =>
      !s.prefix && [...rules, ...loaded.rules.keys()].some((n) => coversOf(n).has(s.term))
    const specs = planTerms(plan).filter((s) => !covered(s))
    const needed = chunksToRead(meta.chunks, specs, (c) => loaded.chunks.has(c))
    await Promise.all([
      ...rules.map(async (n) => {
        const file = await files.rule(n)
        loaded.rules.set(n, { covers: coversOf(n), file })
      }),
      ...needed.map(async (c) => loaded.chunks.set(c, await files.chunk(c))),
    ])
  }
  let plan = planQuery(folded, meta)
  if (!plan.units.length) return { plan, loaded }
  await read(plan)
  if (plan.pairs.length) {
    const stored = (pair: string) => storedIn(loaded, meta, pair)
    plan = planQuery(
      folded,
      meta,
      (pair) => stored(pair)?.[0] ?? 0,
      (pair) => {
        const flat = stored(pair)
        return flat ? files.decode(flat).docs : null
      },
    )
    await read(plan)
  }
  return { plan, loaded }
}

/**
 * What the postings lookup reads (postings.ts): a term a synonym file read covers from that file, any
 * other from its chunk. `union`: the engine's work array over the records.
 */
export function postingSource(
  loaded: Reads,
  { meta, decode }: Pick<IndexFiles, 'meta' | 'decode'>,
  union: Float32Array,
): PostingSource {
  return {
    records: meta.records,
    stored: (term: string) => storedIn(loaded, meta, term),
    range: (s: TermSpec) => {
      const rule = s.prefix ? undefined : ruleCovering(loaded, s.term)
      if (rule)
        return [(rule.z[s.term] ?? []).flatMap((t) => (rule.t[t] ? [[t, rule.t[t]] as [string, number[]]] : []))]
      return chunksOf(meta.chunks, s).map((c) => Object.entries(loaded.chunks.get(c) ?? {}))
    },
    decode,
    union,
  }
}

/** The synonym file read that covers a term, if any: its answer for the term is the index's. */
function ruleCovering(loaded: Reads, term: string): RuleFile | undefined {
  for (const { covers, file } of loaded.rules.values()) if (covers.has(term)) return file
  return undefined
}

/** A term's stored postings, from the synonym file covering it or else its chunk. */
function storedIn(loaded: Reads, meta: IndexMeta, term: string): number[] | undefined {
  const rule = ruleCovering(loaded, term)
  return rule ? rule.t[term] : loaded.chunks.get(chunkFor(meta.chunks, term))?.[term]
}
