// Finds what `npm run test:engines` drives besides Chromium: Debian's Firefox ESR (WebDriver BiDi is
// built in, no geckodriver), WebKitGTK's WebDriver with the MiniBrowser it starts, and Xvfb, the display
// MiniBrowser needs. Each from an environment variable first, then Debian's path. Plain ESM without
// dependencies: the prerequisites check runs before `npm ci`.
import fs from 'node:fs'
import path from 'node:path'
import { isExecutable } from './executable.mjs'

const first = (envName, candidates) => {
  const fromEnv = process.env[envName]
  if (fromEnv && isExecutable(fromEnv)) return fromEnv
  return candidates.find(isExecutable) ?? null
}

/** Firefox ESR's executable, or null. */
export const findFirefox = () => first('FIREFOX_PATH', ['/usr/bin/firefox-esr', '/usr/bin/firefox'])

/** WebKitGTK's WebDriver server, or null. */
export const findWebKitDriver = () => first('WEBKIT_WEBDRIVER_PATH', ['/usr/bin/WebKitWebDriver'])

/** The MiniBrowser WebKitWebDriver starts (Debian ships it in libwebkit2gtk's private folder), or null. */
export function findMiniBrowser() {
  const libDirs = ['/usr/lib', ...safeList('/usr/lib').filter((d) => d.endsWith('-linux-gnu'))]
  const candidates = libDirs.flatMap((dir) =>
    ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0'].map((v) => path.join(dir, v, 'MiniBrowser')),
  )
  return first('MINIBROWSER_PATH', candidates)
}

/** Xvfb, the virtual display for MiniBrowser, or null. */
export const findXvfb = () => first('XVFB_PATH', ['/usr/bin/Xvfb'])

function safeList(dir) {
  try {
    return fs.readdirSync(dir).map((name) => path.join(dir, name))
  } catch {
    return []
  }
}
