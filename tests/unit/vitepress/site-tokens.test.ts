import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applySiteTokens, replaceSiteTokens, siteTokenValues } from '../../../.vitepress/build/siteTokens'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

const values = {
  CONSOLE_URL: 'https://console.acme.cn',
  API_URL: 'https://llm.acme.cn:8443',
  API_HOST: 'llm.acme.cn:8443',
  DOCS_URL: 'https://docs.acme.cn',
}

describe('site tokens', () => {
  it('fill the console and model-API hosts into prose, links, code and frontmatter', () => {
    const md = [
      '---',
      'description: 在 %CONSOLE_URL%/console 创建密钥',
      '---',
      '[充值](%CONSOLE_URL%/expense/recharge)',
      '```python',
      'client = OpenAI(base_url="%API_URL%/maas/v1")',
      'ws = "wss://%API_HOST%/maas/comfy/v1/ws"',
      '```',
    ].join('\n')
    const out = replaceSiteTokens(md, values)
    expect(out).toContain('description: 在 https://console.acme.cn/console 创建密钥')
    expect(out).toContain('[充值](https://console.acme.cn/expense/recharge)')
    expect(out).toContain('base_url="https://llm.acme.cn:8443/maas/v1"')
    expect(out).toContain('wss://llm.acme.cn:8443/maas/comfy/v1/ws')
    expect(out).not.toMatch(/%[A-Z_]+%/)
  })

  it('leave other %WORDS% alone and reject a misspelt site token', () => {
    expect(replaceSiteTokens('copy %USERPROFILE%\\.ssh', values)).toBe('copy %USERPROFILE%\\.ssh')
    expect(() => replaceSiteTokens('%CONSOLE_ULR%/x', values)).toThrow('Unknown site token %CONSOLE_ULR%')
  })

  it('take their values from site.ts, which reads the environment', async () => {
    expect(applySiteTokens('%CONSOLE_URL% %API_URL% %API_HOST%')).toBe(
      'https://console.example.com https://api.example.com api.example.com',
    )
    vi.stubEnv('SITE_CONSOLE_HOST', 'https://console.acme.cn/')
    vi.stubEnv('SITE_API_URL', 'https://llm.acme.cn')
    vi.resetModules()
    const fresh = await import('../../../.vitepress/build/siteTokens')
    expect(fresh.applySiteTokens('%CONSOLE_URL%/console wss://%API_HOST%')).toBe(
      'https://console.acme.cn/console wss://llm.acme.cn',
    )
    const settings = { consoleHost: 'https://c.test', apiUrl: 'http://127.0.0.1:9000', siteUrl: 'https://d.test' }
    expect(siteTokenValues(settings).API_HOST).toBe('127.0.0.1:9000')
    expect(replaceSiteTokens('npx -y atlas-docs --site %DOCS_URL%', values)).toBe(
      'npx -y atlas-docs --site https://docs.acme.cn',
    )
    expect(() => replaceSiteTokens('%DOCS_ULR%', values)).toThrow('Unknown site token %DOCS_ULR%')
  })

  it('are applied to Markdown before VitePress renders it, naming the file of a misspelt one', async () => {
    const { siteTokensPlugin } = await import('../../../.vitepress/plugins/siteTokens')
    const plugin = siteTokensPlugin()
    expect(plugin.enforce).toBe('pre')
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null
    expect(transform('[x](%CONSOLE_URL%/console)', '/site/docs/a.md')?.code).toBe(
      '[x](https://console.example.com/console)',
    )
    expect(transform('const a = "%CONSOLE_URL%"', '/site/src/a.ts')).toBeNull()
    expect(() => transform('%API_UR%', path.join(process.cwd(), 'docs/b.md'))).toThrow(
      'docs/b.md: Unknown site token %API_UR%',
    )
  })

  it('replace every literal console and model-API host in the content', () => {
    const files: string[] = []
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name)
        if (e.isDirectory()) walk(p)
        else if (e.name.endsWith('.md')) files.push(p)
      }
    }
    walk(path.resolve(__dirname, '../../../docs'))
    expect(files.length).toBeGreaterThan(150)
    const literal = files.filter((f) => /(console|api)\.example\.com/.test(fs.readFileSync(f, 'utf8')))
    expect(literal).toEqual([])
  })
})
