/**
 * What the cluster has, read with the admin key and nothing changed: the names the build searches
 * under (alias and collection apart, so an alias pointing nowhere shows), the history collection,
 * the conversation models. sync-plan.ts turns it into findings.
 */
import path from 'node:path'
import { isNotFound, type Api } from './admin-api'
import { BUILD_MANIFEST_FILE, readBuildManifest } from './build-manifest'
import type { BuildSearchNames } from './cluster-check'
import type { HelloResult } from './model-gateway'
import { CONVERSATION_HISTORY_COLLECTION } from './models'
import { aliasTarget } from './sync-collections'
import type { ClusterState, SearchedName } from './sync-plan'

async function schemaOf(api: Api, name: string): Promise<Record<string, unknown> | null> {
  try {
    return (await api.get(`/collections/${encodeURIComponent(name)}`)) as Record<string, unknown>
  } catch (e) {
    if (isNotFound(e)) return null
    throw e
  }
}

async function searchedName(api: Api, name: string, kind: SearchedName['kind']): Promise<SearchedName> {
  const alias = await aliasTarget(api, name)
  return { name, kind, alias, schema: await schemaOf(api, alias ?? name) }
}

/** GET /debug answers {state, version} (src/core_api.cpp get_debug) and needs the admin key. */
export async function serverVersion(api: Api): Promise<unknown> {
  return ((await api.get('/debug')) as { version?: unknown } | null)?.version
}

export async function readCluster(
  api: Api,
  names: BuildSearchNames,
  extra: { version?: boolean; hello?: () => Promise<HelloResult> } = {},
): Promise<ClusterState> {
  const searched = [
    await searchedName(api, names.docsCollection, 'docs'),
    await searchedName(api, names.faqCollection, 'faq'),
  ]
  const historyName = (await aliasTarget(api, CONVERSATION_HISTORY_COLLECTION)) ?? CONVERSATION_HISTORY_COLLECTION
  const history = await schemaOf(api, historyName)
  const models: ClusterState['models'] = []
  for (const id of names.conversationModels) {
    try {
      models.push({ id, found: (await api.get(`/conversations/models/${encodeURIComponent(id)}`)) as never })
    } catch (e) {
      if (!isNotFound(e)) throw e
      models.push({ id, found: null })
    }
  }
  return {
    ...(extra.version ? { version: await serverVersion(api) } : {}),
    searched,
    history,
    models,
    ...(extra.hello ? { gateway: await extra.hello() } : {}),
  }
}

/**
 * The names to check: the site build's (its manifest in `dist`), else those of the environment; and
 * how to say whose they are.
 */
export async function namesToCheck(
  dist: string,
  cwd: string,
  envNames: BuildSearchNames,
): Promise<{ names: BuildSearchNames; whose: string }> {
  const manifest = await readBuildManifest(dist)
  const where = path.relative(cwd, dist) || dist
  const whose = manifest
    ? `the build in ${where}`
    : manifest === null
      ? `the names in the environment (the build in ${where} has no Typesense settings)`
      : `the names in the environment (no ${BUILD_MANIFEST_FILE} in ${where})`
  return { names: manifest ?? envNames, whose }
}
