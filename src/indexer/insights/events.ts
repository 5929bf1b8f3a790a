/**
 * An export of the site's analytics events (one JSON object a line: `name`, `payload`, `time`), read
 * leniently: a line that is not such an object is counted, not fatal (`npm run insights`).
 */
import { isObject } from '../../contracts/json'
import { localeOfSitePath, type Locale } from '../../contracts/locale'

export interface InsightEvent {
  name: string
  payload: Record<string, unknown>
  /** Milliseconds since the epoch; null when the line has no readable time. */
  time: number | null
  /** 1-based line number in the export (the order events are taken in when times are missing). */
  line: number
}

export interface ParsedExport {
  events: InsightEvent[]
  /** Non-blank lines that were not an event: not JSON, not an object, no name, a payload that is not an object. */
  badLines: number
}

/** A time as a number of milliseconds or a date string. */
function timeOf(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v
  if (typeof v === 'string') {
    const t = Date.parse(v)
    return Number.isNaN(t) ? null : t
  }
  return null
}

export function parseEvents(text: string): ParsedExport {
  const events: InsightEvent[] = []
  let badLines = 0
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim()
    if (!line) return
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch {
      badLines++
      return
    }
    if (!isObject(value) || typeof value.name !== 'string' || !value.name || !isObject(value.payload ?? {})) {
      badLines++
      return
    }
    events.push({
      name: value.name,
      payload: (value.payload ?? {}) as Record<string, unknown>,
      time: timeOf(value.time),
      line: i + 1,
    })
  })
  return { events, badLines }
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : '')

/** A URL's same-site path without its anchor or origin (`https://docs.example.com/a.html#x` → `/a.html`). */
export function pathOf(url: string): string {
  const noAnchor = url.split('#')[0] ?? ''
  const m = /^[a-z][a-z0-9+.-]*:\/\/[^/]+(\/.*)?$/i.exec(noAnchor)
  return (m ? (m[1] ?? '/') : noAnchor).split('?')[0] ?? ''
}

/** The locale an event belongs to: its `locale`, else that of a URL it carries, else zh. */
export function localeOf(payload: Record<string, unknown>): Locale {
  if (payload.locale === 'en' || payload.locale === 'zh') return payload.locale
  const sources = Array.isArray(payload.sources) ? payload.sources : []
  const url = str(payload.url) || str(payload.page) || sourceUrls(sources)[0] || ''
  return localeOfSitePath(pathOf(url))
}

/** Source URLs of a feedback event: strings, or objects with a `url`. */
export function sourceUrls(sources: unknown): string[] {
  if (!Array.isArray(sources)) return []
  return sources.map((s) => (typeof s === 'string' ? s : isObject(s) ? str(s.url) : '')).filter(Boolean)
}
