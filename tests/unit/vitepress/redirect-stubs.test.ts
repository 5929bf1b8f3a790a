import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { redirectStubHtml, writeRedirectStubs } from '../../../.vitepress/build/redirectStubs'

let out: string
beforeEach(async () => {
  out = await fs.mkdtemp(path.join(os.tmpdir(), 'stubs-'))
  await fs.mkdir(path.join(out, 'comfy-stack'), { recursive: true })
  await fs.writeFile(path.join(out, 'comfy-stack', 'index.html'), 'landing')
  await fs.writeFile(path.join(out, 'comfy-stack', 'billing.html'), 'billing')
})
afterEach(() => fs.rm(out, { recursive: true, force: true }))

const read = (rel: string) => fs.readFile(path.join(out, rel), 'utf8')

describe('static redirect stubs', () => {
  it('are written at every legacy path, pointing at the target', async () => {
    await writeRedirectStubs(out)
    expect(await read('ai-studio/dev-instance/docker-in-docker.html')).toContain(
      'url=/ai-studio/dev-instance/docker-in-docker/',
    )
    expect(await read('ai-studio/tenant/index.html')).toContain('url=/fundamentals/tenant/')
    expect(await read('ai-studio/storage/upload.html')).toContain('url=/ai-studio/dev-instance/transfer-file.html')
    expect(await read('gen-studio/getting-started.html')).toContain('url=/gen-studio/api/')
    expect(await read('gen-studio/tenant/index.html')).toContain('url=/fundamentals/tenant/')
    expect(await read('gen-studio/models/index.html')).toContain('url=/gen-studio/models/supported-models.html')
  })

  it('cover every built page under the moved ComfyUI prefix', async () => {
    await writeRedirectStubs(out)
    expect(await read('gen-studio/comfyui/index.html')).toContain('url=/comfy-stack/"')
    expect(await read('gen-studio/comfyui/billing.html')).toContain('url=/comfy-stack/billing.html')
  })

  it('never overwrite a real page', async () => {
    await fs.mkdir(path.join(out, 'gen-studio'), { recursive: true })
    await fs.writeFile(path.join(out, 'gen-studio', 'getting-started.html'), 'real page')
    await writeRedirectStubs(out)
    expect(await read('gen-studio/getting-started.html')).toBe('real page')
  })

  it('carry a meta refresh, a canonical link and a script that keeps query and hash', () => {
    const html = redirectStubHtml('/fundamentals/tenant/', 'https://docs.example.com')
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/fundamentals/tenant/">')
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/fundamentals/tenant/">')
    expect(html).toContain('location.replace("/fundamentals/tenant/" + location.search + location.hash)')
    expect(html).toContain('noindex')
  })

  it('keep a hostile target inert', () => {
    const html = redirectStubHtml('/x"></script><script>alert(1)</script>', 'https://d')
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toMatch(/url=\/x"/)
  })

  it('respect a site base', async () => {
    await writeRedirectStubs(out, '/docs/')
    expect(await read('gen-studio/getting-started.html')).toContain('url=/docs/gen-studio/api/')
  })
})
