// What the tests need from the machine, checked before anything long runs: a Chromium to drive, a
// font with Chinese glyphs (the layout tests measure Chinese text; without such a font Chromium draws
// boxes of another width), Debian's nginx (the reference deployment in deploy/nginx is tested by
// running it), and the other engines readers use (`npm run test:engines`): Firefox ESR, WebKitGTK's
// WebDriver with its MiniBrowser, and Xvfb for MiniBrowser's display. As root with apt-get, installs Debian's packages; otherwise stops with one line saying
// what to install. Needs no node_modules, so CI can run it before `npm ci`.
// With CI_REPORT set, writes reports/prerequisites.json for .ci/summary.mjs.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { findChromium } from './chromium.mjs'
import { findFirefox, findMiniBrowser, findWebKitDriver, findXvfb } from './engines.mjs'
import { findNginx } from './nginx.mjs'

const PACKAGES = {
  chromium: 'chromium',
  font: 'fonts-noto-cjk',
  nginx: 'nginx',
  firefox: 'firefox-esr',
  webkit: 'webkit2gtk-driver',
  xvfb: 'xvfb',
}
const NAMES = {
  chromium: 'Chromium',
  font: 'a Chinese font',
  nginx: 'nginx',
  firefox: 'Firefox',
  webkit: "WebKitGTK's WebDriver",
  xvfb: 'Xvfb',
}
const FONT_DIRS = ['/usr/share/fonts', '/usr/local/share/fonts', path.join(os.homedir(), '.local/share/fonts')]
// File names of the common Chinese font families, for machines without fontconfig's fc-list.
const CJK_FONT_FILE =
  /(cjk|wqy|sourcehan|droidsansfallback|ukai|uming|arphic|simsun|simhei|msyh|pingfang)[^/]*\.(ttf|ttc|otf|otc)$/i

const commandExists = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0

function fontFiles(dir, depth = 0) {
  let entries
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((e) =>
    e.isDirectory() && depth < 4 ? fontFiles(path.join(dir, e.name), depth + 1) : [path.join(dir, e.name)],
  )
}

/** A font family that covers Chinese, or null. */
function findChineseFont() {
  if (commandExists('fc-list')) {
    const out = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).stdout ?? ''
    const family = out.split('\n').find((line) => line.trim())
    return family ? family.split(',')[0].trim() : null
  }
  const file = FONT_DIRS.flatMap((dir) => fontFiles(dir)).find((f) => CJK_FONT_FILE.test(f))
  return file ? path.basename(file) : null
}

function check() {
  const chromium = findChromium()
  const font = findChineseFont()
  const nginx = findNginx()
  const firefox = findFirefox()
  const webkitDriver = findWebKitDriver()
  const miniBrowser = findMiniBrowser()
  const webkit = webkitDriver && miniBrowser ? `${webkitDriver} (${miniBrowser})` : null
  const xvfb = findXvfb()
  const found = { chromium, font, nginx, firefox, webkit, xvfb }
  const missing = Object.keys(PACKAGES).filter((name) => found[name] === null)
  return { ...found, missing }
}

function report(result) {
  if (!process.env.CI_REPORT) return
  // .ci/run checks before `npm ci`, and `npm test` checks again: the first check of the run (the one
  // that installed, if anything was) is the one to report. .ci/run clears reports/ when it starts.
  const file = 'reports/prerequisites.json'
  if (fs.existsSync(file)) return
  fs.mkdirSync('reports', { recursive: true })
  fs.writeFileSync(file, JSON.stringify(result, null, 2))
}

const installedVersion = (pkg) =>
  spawnSync('dpkg-query', ['-W', '-f=${Version}', pkg], { encoding: 'utf8' }).stdout?.trim() || '?'

let state = check()
const installed = []
if (state.missing.length > 0 && process.getuid?.() === 0 && commandExists('apt-get')) {
  const packages = state.missing.map((m) => PACKAGES[m])
  console.log(`Installing the test prerequisites: apt-get install ${packages.join(' ')}`)
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  } catch {
    /* the check below says what is still missing */
  }
  const before = state.missing
  state = check()
  for (const m of before.filter((m) => !state.missing.includes(m)))
    installed.push(`${PACKAGES[m]} ${installedVersion(PACKAGES[m])}`)
  if (installed.length > 0) console.log(`Installed: ${installed.join(', ')}`)
}

if (state.missing.length > 0) {
  const what = state.missing.map((m) => NAMES[m])
  const line =
    `Install the test prerequisites (missing: ${what.join(', ')}): ` +
    `apt-get install ${state.missing.map((m) => PACKAGES[m]).join(' ')}` +
    (state.missing.includes('chromium') ? ' (or set CHROMIUM_PATH to a Chromium)' : '') +
    (state.missing.includes('nginx') ? ' (or set NGINX_PATH to an nginx)' : '') +
    (state.missing.includes('firefox') ? ' (or set FIREFOX_PATH to a Firefox)' : '')
  report({ ok: false, installed, missing: what, message: line })
  console.error(line)
  process.exit(1)
}

const chromiumPath = state.chromium ?? "Playwright's bundled Chromium"
const { font, nginx, firefox, webkit, xvfb } = state
report({ ok: true, installed, chromium: chromiumPath, font, nginx, firefox, webkit, xvfb })
console.log(
  `Test prerequisites: Chromium ${chromiumPath}, Chinese font ${font}, nginx ${nginx}, ` +
    `Firefox ${firefox}, WebKit ${webkit}, Xvfb ${xvfb}`,
)
