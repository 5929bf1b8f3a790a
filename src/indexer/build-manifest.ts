/**
 * The Typesense names a site build searches under, written beside its records so that
 * `npm run search:sync` can check, at its end, that the cluster holds every one of them (the build
 * and the sync read their settings from two environments, which may disagree). Only names that the
 * build also puts in every page's JavaScript; no key.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { BuildSearchNames } from './cluster-check'

export const BUILD_MANIFEST_FILE = 'typesense-build.json'

interface TypesenseSettings {
  docsCollection: string
  faqCollection: string
  embeddingField: string | null
  languageField: string | null
  conversationModels: Record<string, string>
}

/** `typesense` null: a build without Typesense (the embedded index), whose pages name no collection. */
export async function writeBuildManifest(outDir: string, typesense: TypesenseSettings | null): Promise<void> {
  const names: BuildSearchNames | null = typesense && {
    docsCollection: typesense.docsCollection,
    faqCollection: typesense.faqCollection,
    embeddingField: typesense.embeddingField ?? '',
    languageField: typesense.languageField ?? '',
    conversationModels: Object.values(typesense.conversationModels),
  }
  await fs.writeFile(path.join(outDir, BUILD_MANIFEST_FILE), JSON.stringify({ typesense: names }) + '\n')
}

/** The names a build in `dist` uses; undefined when it wrote no manifest, null when it has no Typesense. */
export async function readBuildManifest(dist: string): Promise<BuildSearchNames | null | undefined> {
  const text = await fs.readFile(path.join(dist, BUILD_MANIFEST_FILE), 'utf8').catch(() => null)
  if (text === null) return undefined
  const parsed = JSON.parse(text) as { typesense?: BuildSearchNames | null }
  return parsed.typesense ?? null
}
