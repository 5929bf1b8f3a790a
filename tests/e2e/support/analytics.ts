import type { Page } from '@playwright/test'
import { ANALYTICS_GLOBAL_DEFAULT } from '../../../src/contracts'

type Event = [string, Record<string, unknown>]

/** Installs a recording analytics global (the default name) in the page; returns a reader of the events. */
export async function recordAnalytics(page: Page): Promise<() => Promise<Event[]>> {
  await page.evaluate((name) => {
    const w = window as unknown as Record<string, unknown> & { __events: unknown[] }
    w.__events = []
    w[name] = (event: string, payload: unknown) => w.__events.push([event, payload])
  }, ANALYTICS_GLOBAL_DEFAULT)
  return () => page.evaluate(() => (window as unknown as { __events: Event[] }).__events)
}
