/**
 * `search:sync --check` and `--repair`: the plan's findings on the cluster as it is (sync-plan.ts,
 * read by sync-read.ts). The check changes nothing and fails (exit 1) when the assistant would; the
 * repair recreates what is missing (the history collection, then the models that name it) and says
 * what it could not.
 */
import type { Api } from './admin-api'
import type { BuildSearchNames } from './cluster-check'
import { sayHello } from './model-gateway'
import { CONVERSATION_HISTORY_COLLECTION, type ChatModelConfig } from './models'
import { createHistory, putModel, undoAll } from './sync-apply'
import { planFindings, repairSteps, type Finding } from './sync-plan'
import { readCluster } from './sync-read'
import { plural, type SyncOptions, type Undo } from './sync-types'

export interface CheckInput {
  api: Api
  o: SyncOptions
  names: BuildSearchNames
  whose: string
  /** The models this environment defines (the repair creates them with these settings). */
  models: ChatModelConfig[]
  llmKey: string
}

const mark = (f: Finding) => `  ${f.breaks ? 'fails' : 'note'}: ${f.what}${f.repair ? ' [--repair recreates it]' : ''}`

export async function runCheck(c: CheckInput): Promise<number> {
  const [first] = c.models
  const hello =
    c.llmKey && first
      ? () =>
          (c.o.sayHello ?? sayHello)({
            url: first.openaiUrl,
            path: first.openaiPath,
            apiKey: c.llmKey,
            modelName: first.modelName,
          })
      : undefined
  const findings = planFindings(c.names, await readCluster(c.api, c.names, { version: true, hello }))
  c.o.log(`check (nothing will change) of ${c.whose}:`)
  if (!hello) c.o.log('  the model gateway was not checked: CONVERSATION_LLM_API_KEY is not set')
  for (const f of findings) c.o.log(mark(f))
  const failing = findings.filter((f) => f.breaks)
  if (!failing.length) {
    c.o.log(
      `check: ${c.names.docsCollection}, ${c.names.faqCollection}, ${CONVERSATION_HISTORY_COLLECTION} and ${c.names.conversationModels.join(', ')} are as the assistant needs them`,
    )
    return 0
  }
  c.o.error(`check: ${plural(failing.length, 'problem')} would make the assistant fail`)
  return 1
}

export async function runRepair(c: CheckInput): Promise<number> {
  const findings = planFindings(c.names, await readCluster(c.api, c.names, { version: true }))
  const repairs = repairSteps(findings)
  if (repairs.some((r) => r.kind === 'model') && !c.llmKey) {
    c.o.error(
      'CONVERSATION_LLM_API_KEY is not set (the repair creates the missing models with it). Nothing was changed.',
    )
    return 2
  }
  const undo: Undo[] = []
  try {
    for (const r of repairs) {
      if (r.kind === 'history') {
        await createHistory(c.api, undo)
        c.o.log(`repair: ${CONVERSATION_HISTORY_COLLECTION} created`)
        continue
      }
      const model = c.models.find((m) => m.id === r.id)
      if (!model) throw new Error(`model ${r.id} is not one this environment defines (TYPESENSE_MODEL_*)`)
      await putModel(c.api, model, c.llmKey, undo, c.o)
    }
  } catch (e) {
    c.o.error(`repair failed: ${(e as Error).message}`)
    await undoAll(undo, c.o)
    return 1
  }
  if (!repairs.length) c.o.log('repair: nothing to recreate')
  const left = planFindings(c.names, await readCluster(c.api, c.names)).filter((f) => f.breaks)
  if (!left.length) {
    c.o.log('repair complete: the assistant has what it needs')
    return 0
  }
  c.o.error(`repair: ${plural(left.length, 'problem')} left that only a full sync or a person can fix:`)
  for (const f of left) c.o.error(`  ${f.what}`)
  return 1
}
