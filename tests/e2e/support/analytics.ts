import type { Page } from '@playwright/test'

type Event = [string, Record<string, unknown>]

/** Installs a recording analytics global (`docsAnalytics`) in the page; returns a reader of the events. */
export async function recordAnalytics(page: Page): Promise<() => Promise<Event[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { docsAnalytics: unknown; __events: unknown[] }
    w.__events = []
    w.docsAnalytics = (event: string, payload: unknown) => w.__events.push([event, payload])
  })
  return () => page.evaluate(() => (window as unknown as { __events: Event[] }).__events)
}
