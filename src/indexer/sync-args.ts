/** The flags of `npm run search:sync`, read with node:util parseArgs (unknown flags are refused). */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { SYNONYMS_FILE } from './synonyms-file'

export interface SyncArgs {
  dryRun: boolean
  dist: string
  newKey: boolean
  synonymsOnly: boolean
  /** The synonyms file, and whether it was named (a named file must exist). */
  synonymsFile: string
  synonymsNamed: boolean
  /** Print the plan's findings on the cluster; change nothing. */
  check: boolean
  /** Recreate what the check finds missing (the history collection, the models). */
  repair: boolean
}

const SYNC_USAGE =
  'usage: npm run search:sync -- [--dry-run] [--dist=<dir>] [--synonyms=<file>] [--synonyms-only] [--new-key] [--check | --repair]'

export function parseSyncArgs(argv: string[], cwd: string): SyncArgs | { error: string } {
  let values
  try {
    ;({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        'dry-run': { type: 'boolean' },
        dist: { type: 'string' },
        'new-key': { type: 'boolean' },
        'synonyms-only': { type: 'boolean' },
        synonyms: { type: 'string' },
        check: { type: 'boolean' },
        repair: { type: 'boolean' },
      },
    }))
  } catch (e) {
    return { error: `${(e as Error).message}\n${SYNC_USAGE}` }
  }
  const modes = [values.check && '--check', values.repair && '--repair', values['synonyms-only'] && '--synonyms-only']
  const chosen = modes.filter(Boolean)
  if (chosen.length > 1) return { error: `${chosen.join(' and ')} do not go together\n${SYNC_USAGE}` }
  return {
    dryRun: values['dry-run'] ?? false,
    dist: path.resolve(cwd, values.dist ?? '.vitepress/dist'),
    newKey: values['new-key'] ?? false,
    synonymsOnly: values['synonyms-only'] ?? false,
    synonymsFile: path.resolve(cwd, values.synonyms ?? path.join('docs', SYNONYMS_FILE)),
    synonymsNamed: values.synonyms !== undefined,
    check: values.check ?? false,
    repair: values.repair ?? false,
  }
}
