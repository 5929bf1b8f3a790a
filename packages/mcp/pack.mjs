// `npm run pack:mcp`: the MCP server's npm package from packages/mcp (manifest, README) and the
// bundle `npm run build:mcp` wrote, packed as .vitepress/dist-mcp/atlas-docs-<version>.tgz.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const out = path.join(root, '.vitepress/dist-mcp')
const stage = path.join(out, 'package')
const bundle = path.join(out, 'docs-mcp.mjs')
if (!fs.existsSync(bundle)) throw new Error(`${bundle} is missing: npm run build:mcp first`)

fs.rmSync(stage, { recursive: true, force: true })
fs.mkdirSync(stage, { recursive: true })
for (const f of ['package.json', 'README.md']) fs.copyFileSync(path.join(root, 'packages/mcp', f), path.join(stage, f))
fs.copyFileSync(bundle, path.join(stage, 'docs-mcp.mjs'))
writeShrinkwrap(path.join(stage, 'npm-shrinkwrap.json'))
fs.chmodSync(path.join(stage, 'docs-mcp.mjs'), 0o755)
const said = execFileSync('npm', ['pack', '--json', '--pack-destination', out], { cwd: stage, encoding: 'utf8' })
const [{ filename }] = JSON.parse(said)
process.stdout.write(path.join(out, filename) + '\n')

/**
 * The package's dependencies pinned to the versions this repository's lockfile tested (the SDK, zod
 * and what they need, found as Node resolves them), so an install gets those and, from an npm cache
 * that holds them, needs no registry (`npm install --offline`).
 */
function writeShrinkwrap(file) {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages
  const manifest = JSON.parse(fs.readFileSync(path.join(stage, 'package.json'), 'utf8'))
  const packages = { '': { name: manifest.name, version: manifest.version, dependencies: manifest.dependencies } }
  const resolve = (from, name) => {
    for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
      const at = `${dir ? `${dir}/` : ''}node_modules/${name}`
      if (lock[at]) return at
      if (!dir) throw new Error(`package-lock.json resolves no ${name} from ${from || 'the root'}`)
    }
  }
  const visit = (at) => {
    if (packages[at]) return
    const { version, resolved, integrity, dependencies = {}, optionalDependencies = {} } = lock[at]
    packages[at] = { version, resolved, integrity, ...(Object.keys(dependencies).length ? { dependencies } : {}) }
    for (const name of Object.keys({ ...dependencies, ...optionalDependencies })) {
      try {
        visit(resolve(at, name))
      } catch (err) {
        if (!(name in optionalDependencies)) throw err
      }
    }
  }
  for (const name of Object.keys(manifest.dependencies)) visit(resolve('', name))
  const shrinkwrap = { name: manifest.name, version: manifest.version, lockfileVersion: 3, requires: true, packages }
  fs.writeFileSync(file, JSON.stringify(shrinkwrap, null, 2) + '\n')
}
