/**
 * The collection steps of `npm run search:sync`: a fresh collection per alias with its documents and
 * synonyms, the alias move, the old collection dropped; and `--synonyms-only`. Each change pushes
 * its undo (sync-types.ts, Undo) before the next step.
 */
import { isNotFound, type Api } from './admin-api'
import {
  migratedSetName,
  schemaLocale,
  synonymSetName,
  writeCollectionSynonyms,
  writeSynonymSet,
  type TypesenseSynonym,
} from './synonym-sync'
import { plural, type Output, type Prepared, type Synonyms, type Undo } from './sync-types'

const IMPORT_BATCH_SIZE = 100

export const aliasTarget = async (api: Api, alias: string): Promise<string | null> => {
  try {
    return ((await api.get(`/aliases/${encodeURIComponent(alias)}`)) as { collection_name: string }).collection_name
  } catch (e) {
    if (isNotFound(e)) return null
    throw e
  }
}

/**
 * v30: the alias's synonym set as it is now (null when there is none), so that a failure later in
 * the sync can put it back: the live collection names the same set and sees every change at once.
 */
async function snapshotSynonymSet(api: Api, set: string): Promise<TypesenseSynonym[] | null> {
  try {
    return ((await api.get(`/synonym_sets/${encodeURIComponent(set)}/items`)) as TypesenseSynonym[] | null) ?? []
  } catch (e) {
    if (isNotFound(e)) return null
    throw e
  }
}

async function restoreSynonymSet(api: Api, set: string, items: TypesenseSynonym[] | null): Promise<void> {
  const base = `/synonym_sets/${encodeURIComponent(set)}`
  if (items === null) {
    await api.del(base)
    return
  }
  const keep = new Set(items.map((i) => i.id))
  const now = ((await api.get(`${base}/items`)) as { id: string }[] | null) ?? []
  for (const extra of now.filter((i) => !keep.has(i.id))) await api.del(`${base}/items/${encodeURIComponent(extra.id)}`)
  await api.put(base, { items })
}

/**
 * A fresh collection with the documents and synonyms; the alias does not move yet (that waits for
 * every other step). On v30 the alias's synonym set is written first (a collection can only name a
 * set that exists), after a snapshot that the undo puts back. False when documents failed to import
 * (the fresh collection dropped).
 */
export async function prepareCollection(
  api: Api,
  alias: string,
  schema: (name: string) => Record<string, unknown>,
  docs: Record<string, unknown>[],
  synonyms: Synonyms,
  stamp: number,
  undo: Undo[],
  o: Output,
): Promise<Prepared | null> {
  const name = `${alias}_${stamp}`
  const previous = await aliasTarget(api, alias)
  const body = schema(name)
  const locale = schemaLocale(body)
  if (synonyms.sets) {
    const set = synonymSetName(alias)
    const before = await snapshotSynonymSet(api, set)
    undo.push({ what: `synonym set ${set}`, run: () => restoreSynonymSet(api, set, before) })
    const w = await writeSynonymSet(api, set, synonyms.rules, locale)
    o.log(`${alias}: synonym set ${set}: ${plural(w.written, 'rule')} written, ${w.removed} removed`)
    body.synonym_sets = [set]
  }
  await api.post('/collections', body)
  undo.push({ what: `collection ${name} (dropped)`, run: () => api.del(`/collections/${encodeURIComponent(name)}`) })
  if (!(await importInto(api, alias, name, previous, docs, o))) return null
  if (!synonyms.sets) {
    const w = await writeCollectionSynonyms(api, name, synonyms.rules, locale)
    o.log(`${alias}: ${plural(w.written, 'synonym rule')} written to ${name}, ${w.removed} removed`)
  }
  return { alias, name, previous }
}

/** The alias onto its fresh collection; the undo moves it back (or removes an alias that was new). */
export async function moveAlias(api: Api, p: Prepared, undo: Undo[], o: Output): Promise<void> {
  const path = `/aliases/${encodeURIComponent(p.alias)}`
  await api.put(path, { collection_name: p.name })
  undo.push({
    what: `alias ${p.alias} (back to ${p.previous ?? 'none'})`,
    run: () => (p.previous ? api.put(path, { collection_name: p.previous }) : api.del(path)),
  })
  o.log(`${p.alias}: alias → ${p.name}`)
}

/** The old collection behind a moved alias, once the final check passed; and on v30 the set its upgrade left. */
export async function dropPrevious(api: Api, p: Prepared, synonyms: Synonyms, o: Output): Promise<void> {
  const previous = p.previous
  if (!previous || previous === p.name) return
  await api.del(`/collections/${previous}`)
  o.log(`${p.alias}: dropped ${previous}`)
  // The set an upgrade from v29 made of the old collection's synonyms: nothing else uses it.
  if (synonyms.sets) {
    await api.del(`/synonym_sets/${encodeURIComponent(migratedSetName(previous))}`).then(
      () => o.log(`${p.alias}: dropped synonym set ${migratedSetName(previous)} (left by the upgrade from v29)`),
      (e: unknown) => {
        if (!isNotFound(e)) throw e
      },
    )
  }
}

/** The batched import into a fresh collection; false (the fresh collection dropped) when any document failed. */
async function importInto(
  api: Api,
  alias: string,
  name: string,
  previous: string | null,
  docs: Record<string, unknown>[],
  o: Output,
): Promise<boolean> {
  let failed = 0
  const errors: string[] = []
  for (let i = 0; i < docs.length; i += IMPORT_BATCH_SIZE) {
    const batch = docs.slice(i, i + IMPORT_BATCH_SIZE)
    const out = await api.importJsonl(
      `/collections/${name}/documents/import?action=upsert`,
      batch.map((d) => JSON.stringify(d)).join('\n'),
    )
    out
      .split('\n')
      .filter(Boolean)
      .forEach((line, j) => {
        const r = JSON.parse(line) as { success: boolean; error?: string }
        if (!r.success) {
          failed++
          if (errors.length < 3) errors.push(`${String(batch[j]?.id ?? '?')}: ${r.error ?? 'unknown error'}`)
        }
      })
    o.log(
      `${alias}: imported ${Math.min(i + IMPORT_BATCH_SIZE, docs.length)}/${docs.length}${failed ? ` (${failed} failed)` : ''}`,
    )
  }
  if (failed > 0) {
    o.error(
      `${alias}: ${failed} of ${docs.length} documents failed to import; the alias stays on ${previous ?? '(none)'}`,
    )
    for (const e of errors) o.error(`  ${e}`)
    return false
  }
  return true
}

/** `--synonyms-only`: the synonyms of the collections behind the aliases, in place (no import). */
export async function syncSynonymsOnly(api: Api, aliases: string[], synonyms: Synonyms, o: Output): Promise<number> {
  let done = 0
  for (const alias of aliases) {
    const target = await aliasTarget(api, alias)
    if (!target) {
      o.log(`${alias}: no collection behind the alias; skipped`)
      continue
    }
    const summary = (await api.get(`/collections/${encodeURIComponent(target)}`)) as Record<string, unknown>
    const locale = schemaLocale(summary)
    if (synonyms.sets) {
      const set = synonymSetName(alias)
      const w = await writeSynonymSet(api, set, synonyms.rules, locale)
      o.log(`${alias}: synonym set ${set}: ${plural(w.written, 'rule')} written, ${w.removed} removed`)
      const attached = Array.isArray(summary.synonym_sets) ? (summary.synonym_sets as string[]) : []
      if (!attached.includes(set)) {
        // By the collection's own name: the server reads the collection's metadata by the name given.
        await api.patch(`/collections/${encodeURIComponent(target)}`, { synonym_sets: [...attached, set] })
        o.log(`${alias}: ${target} now uses ${set}`)
      }
    } else {
      const w = await writeCollectionSynonyms(api, target, synonyms.rules, locale)
      o.log(`${alias}: ${plural(w.written, 'synonym rule')} written to ${target}, ${w.removed} removed`)
    }
    done++
  }
  if (done === 0) {
    o.error(
      `No collection behind ${aliases.join(' or ')}: run a full \`npm run search:sync\` first. Nothing was changed.`,
    )
    return 1
  }
  o.log('synonyms synced')
  return 0
}
