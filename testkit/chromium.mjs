// Finds the Chromium the e2e tests drive: $CHROMIUM_PATH, then Debian's /usr/bin/chromium,
// then Playwright's own download (which cannot be fetched on our machines, but may exist elsewhere).
import { createRequire } from 'node:module'
import { isExecutable } from './executable.mjs'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** The executable to launch, or undefined for Playwright's default; null when there is none. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv && isExecutable(fromEnv)) return fromEnv
  if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium'
  try {
    // Loaded here, not imported: the prerequisites check runs before `npm ci` has installed it.
    const { chromium } = createRequire(import.meta.url)('@playwright/test')
    if (isExecutable(chromium.executablePath())) return undefined
  } catch {
    /* no Playwright, or no bundled browser */
  }
  return null
}
