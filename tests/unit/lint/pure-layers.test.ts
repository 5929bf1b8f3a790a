/**
 * The pure layers compile with the ES library and the web-platform globals both Node and browsers have
 * (types/web-platform.d.ts), by tsconfig.pure.json, which `npm run typecheck` runs: a browser global or
 * a Node one used there fails the typecheck. Checked here on snippets compiled with that configuration.
 */
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../../..')
const configFile = path.join(root, 'tsconfig.pure.json')

function pureConfig() {
  const read = ts.readConfigFile(configFile, (f) => ts.sys.readFile(f))
  return ts.parseJsonConfigFileContent(read.config, ts.sys, root)
}

/** The errors of a snippet compiled as if it were a file of src/search-core. */
function errorsOf(code: string): string[] {
  const config = pureConfig()
  const file = path.join(root, 'src/search-core/__snippet__.ts')
  const host = ts.createCompilerHost(config.options)
  const read = host.readFile.bind(host)
  host.readFile = (f) => (f === file ? code : read(f))
  const exists = host.fileExists.bind(host)
  host.fileExists = (f) => f === file || exists(f)
  const dts = config.fileNames.filter((f) => f.endsWith('.d.ts'))
  const program = ts.createProgram([...dts, file], config.options, host)
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
}

describe('the pure layers (tsconfig.pure.json)', () => {
  it('covers contracts, query-analysis, search-core and facts, with no DOM and no Node types', () => {
    const config = pureConfig()
    expect(config.errors).toEqual([])
    expect(config.options.lib).toEqual(['lib.es2022.d.ts'])
    expect(config.options.types).toEqual([])
    for (const layer of ['contracts', 'query-analysis', 'search-core', 'facts'])
      expect(config.fileNames.some((f) => f.includes(`/src/${layer}/`))).toBe(true)
    expect(config.fileNames.some((f) => /\/src\/(indexer|react-islands|mcp|exporter)\//.test(f))).toBe(false)
  })

  it('allows what both Node and browsers have: fetch, URL, AbortController, TextEncoder, timers, console', () => {
    const code = [
      'export async function get(url: string): Promise<string> {',
      '  const controller = new AbortController()',
      '  const timer = setTimeout(() => controller.abort(), 1000)',
      '  const res = await fetch(new URL(url, "https://example.com/").href, { signal: controller.signal })',
      '  clearTimeout(timer)',
      '  console.warn(new TextDecoder().decode(new TextEncoder().encode(res.statusText)))',
      '  return new URLSearchParams({ q: await res.text() }).toString()',
      '}',
    ].join('\n')
    expect(errorsOf(code)).toEqual([])
  })

  it.each([
    ['a browser global', 'export const w = window.innerWidth', "Cannot find name 'window'"],
    ['the document', 'export const t = document.title', "Cannot find name 'document'"],
    ['localStorage', 'export const s = localStorage.getItem("k")', "Cannot find name 'localStorage'"],
    ['a Node global', 'export const e = process.env.HOME', "Cannot find name 'process'"],
    ['a Node built-in', 'import fs from "node:fs"\nexport const r = fs.readFileSync', "Cannot find module 'node:fs'"],
  ])('refuses %s', (_, code, message) => {
    expect(errorsOf(code).join('\n')).toContain(message)
  })
})
