import { describe, expect, it } from 'vitest'
import { legacyPrefixRedirects, legacyRedirects } from '../../../.vitepress/navigation/redirects'
import { resolveLegacyRedirect } from '../../../.vitepress/theme/support/redirects'

const resolve = (url: string) => resolveLegacyRedirect(url, legacyRedirects, legacyPrefixRedirects)

// The table of BEHAVIOUR.md shell §2.4 "Legacy redirects", transcribed independently of the data file.
const table: [string, string][] = [
  ['/ai-studio/dev-instance/docker-in-docker.html', '/ai-studio/dev-instance/docker-in-docker/'],
  ['/ai-studio/tenant/', '/fundamentals/tenant/'],
  ['/ai-studio/storage/upload.html', '/ai-studio/dev-instance/transfer-file.html'],
  ['/gen-studio/getting-started.html', '/gen-studio/api/'],
  ['/gen-studio/tenant/', '/fundamentals/tenant/'],
  ['/gen-studio/models/', '/gen-studio/models/supported-models.html'],
]

describe('legacy redirects', () => {
  it('the data holds exactly the table of BEHAVIOUR.md', () => {
    expect(legacyRedirects.map((r) => [r.from, r.to])).toEqual(table)
    expect(legacyPrefixRedirects).toEqual([{ from: '/gen-studio/comfyui/', to: '/comfy-stack/' }])
  })

  it.each(table)('%s → %s', (from, to) => {
    expect(resolve(from)).toBe(to)
  })

  it('keeps the query and the hash', () => {
    expect(resolve('/gen-studio/getting-started.html?from=mail&x=1#step-2')).toBe(
      '/gen-studio/api/?from=mail&x=1#step-2',
    )
    expect(resolve('/ai-studio/tenant/#members')).toBe('/fundamentals/tenant/#members')
  })

  it('matches the index.html and extension-less spellings of the same page', () => {
    expect(resolve('/ai-studio/tenant/index.html')).toBe('/fundamentals/tenant/')
    expect(resolve('/ai-studio/tenant')).toBe('/fundamentals/tenant/')
    expect(resolve('/ai-studio/storage/upload')).toBe('/ai-studio/dev-instance/transfer-file.html')
    expect(resolve('/gen-studio/models/index.html')).toBe('/gen-studio/models/supported-models.html')
  })

  it('moves everything under /gen-studio/comfyui/ to /comfy-stack/', () => {
    expect(resolve('/gen-studio/comfyui/')).toBe('/comfy-stack/')
    expect(resolve('/gen-studio/comfyui')).toBe('/comfy-stack/')
    expect(resolve('/gen-studio/comfyui/billing.html')).toBe('/comfy-stack/billing.html')
    expect(resolve('/gen-studio/comfyui/a/b/c.html?q=1#h')).toBe('/comfy-stack/a/b/c.html?q=1#h')
  })

  it('leaves every other path alone, including the redirect targets (no loops)', () => {
    for (const url of [
      '/',
      '/gen-studio/',
      '/gen-studio/api/',
      '/gen-studio/comfyuix/page.html',
      '/ai-studio/dev-instance/docker-in-docker/',
      '/ai-studio/dev-instance/docker-in-docker/image.html',
      '/fundamentals/tenant/',
      '/gen-studio/models/supported-models.html',
      '/comfy-stack/billing.html',
      '/en/ai-studio/tenant/',
    ]) {
      expect(resolve(url)).toBeNull()
    }
    for (const { to } of legacyRedirects) expect(resolve(to)).toBeNull()
  })

  it('survives malformed percent-encoding', () => {
    expect(resolve('/%E0%A4%A/x.html')).toBeNull()
  })
})
