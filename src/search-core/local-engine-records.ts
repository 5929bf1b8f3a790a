/**
 * The embedded engine as the search-core barrel exports it: with `fromRecords`, an index built in
 * memory from records (tests, benchmarks, Node tools). Kept apart from local-engine.ts, which the
 * browser imports, so that its bundle carries no index builder (≈ 1.5 KB gzip of the island).
 */
import { buildLocalIndex, type LocalIndexInput } from './local-index'
import { LocalEngine as Engine } from './local-engine'
import type { DocRecord } from './types'

export class LocalEngine extends Engine {
  static fromRecords(
    records: DocRecord[],
    options: Omit<LocalIndexInput, 'records' | 'locale'> & { locale?: string } = {},
  ): Engine {
    return Engine.fromFiles(buildLocalIndex({ locale: 'zh', ...options, records }).files)
  }
}
