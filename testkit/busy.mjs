// `npm run test:e2e:busy`: the e2e suite (both projects, as `npm run test:e2e` runs it, with the same
// E2E_PORT / E2E_FAKE_PORT) beside CPU-bound processes, so that a test depending on how fast the
// machine is fails here rather than on a loaded CI machine. Two burners by default (E2E_BURNERS=n),
// each a Node busy loop; they end with the run whatever its outcome, on SIGINT / SIGTERM too, and on
// their own if this script dies without cleaning up (each one checks that its parent is still there).
// Arguments are passed to `playwright test` (e.g. a spec file or `--project typesense`).
// Sets E2E_BUSY=1: playwright.config.ts then allows web-first assertions a longer wait (see there).
import { spawn, spawnSync } from 'node:child_process'

const BURNERS = Number(process.env.E2E_BURNERS ?? 2)
const BURN = `const parent = process.ppid
let x = 1
for (;;) {
  for (let i = 0; i < 1e7; i++) x = (x * 1103515245 + 12345) | 0
  if (process.ppid !== parent) process.exit(x & 0)
}`

const prerequisites = spawnSync(process.execPath, ['testkit/ensure-prerequisites.mjs'], { stdio: 'inherit' })
if (prerequisites.status !== 0) process.exit(prerequisites.status ?? 1)

const burners = Array.from({ length: BURNERS }, () => spawn(process.execPath, ['-e', BURN], { stdio: 'ignore' }))
const stopBurners = () => {
  for (const b of burners) if (b.exitCode === null && b.signalCode === null) b.kill('SIGKILL')
}
process.on('exit', stopBurners)

const started = Date.now()
console.log(
  `busy: ${burners.length} CPU-bound processes (pids ${burners.map((b) => b.pid).join(', ')}) beside the e2e run`,
)
// Its own process group: a Ctrl-C reaches it once, forwarded below, and it stops as Playwright does.
const run = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, E2E_BUSY: '1' },
})
let interrupted = null
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = signal
    stopBurners()
    if (run.exitCode === null) process.kill(-run.pid, signal)
  })
}
run.on('exit', (code, signal) => {
  stopBurners()
  const minutes = ((Date.now() - started) / 60_000).toFixed(1)
  console.log(`busy: e2e run ended (${signal ?? `exit ${code}`}) after ${minutes} min; burners stopped`)
  process.exit(interrupted ? 130 : (code ?? 1))
})
