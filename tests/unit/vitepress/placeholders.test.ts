import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkPlaceholders, placeholderCheckPlugin, placeholderMessage } from '../../../.vitepress/build/placeholders'
import { PLACEHOLDER_DEFAULTS, placeholdersInUse, readSiteSettings } from '../../../.vitepress/site'

afterEach(() => vi.unstubAllEnvs())

const ALL = Object.keys(PLACEHOLDER_DEFAULTS)
const real: Record<string, string> = {
  SITE_COMPANY_NAME: '北京甲乙科技有限公司',
  SITE_COMPANY_NAME_EN: 'Jiayi Technology Co., Ltd.',
  SITE_ICP_NUMBER: '京ICP备12345678号-2',
  SITE_PSB_NUMBER: '京公网安备11010502012345号',
  SITE_CONSOLE_HOST: 'https://console.jiayi.cn',
  SITE_API_URL: 'https://api.jiayi.cn',
  SITE_URL: 'https://docs.jiayi.cn',
}

describe('placeholder settings', () => {
  it('the defaults are all placeholders; real values are not', () => {
    expect(placeholdersInUse(readSiteSettings())).toEqual(ALL)
    for (const [k, v] of Object.entries(real)) vi.stubEnv(k, v)
    expect(placeholdersInUse(readSiteSettings())).toEqual([])
    vi.stubEnv('SITE_URL', 'https://docs.example.com/')
    expect(placeholdersInUse(readSiteSettings())).toEqual(['SITE_URL'])
  })

  it('one warning lists each placeholder in use with its value', () => {
    const message = placeholderMessage(['SITE_ICP_NUMBER', 'SITE_CONSOLE_HOST'], false)!
    expect(message.split('\n')).toEqual([
      'Placeholder settings in use (set these variables before publishing; SITE_STRICT=1 makes this an error):',
      '  SITE_ICP_NUMBER = 京ICP备00000000号-1',
      '  SITE_CONSOLE_HOST = https://console.example.com',
    ])
    expect(placeholderMessage([], false)).toBeNull()
  })

  it('strict mode turns it into an error naming the variables to set', () => {
    const warn = vi.fn()
    expect(() => checkPlaceholders(readSiteSettings(), { strict: true, warn })).toThrow(
      `SITE_STRICT=1: this build would publish placeholder settings. Set ${ALL.join(', ')}`,
    )
    expect(warn).not.toHaveBeenCalled()
    for (const [k, v] of Object.entries(real)) vi.stubEnv(k, v)
    expect(() => checkPlaceholders(readSiteSettings(), { strict: true, warn })).not.toThrow()
    expect(warn).not.toHaveBeenCalled()
  })

  it('the build plugin warns once (client build only), or throws under SITE_STRICT=1', () => {
    const run = (env: Record<string, string>, ssr: boolean) => {
      const warn = vi.fn()
      const plugin = placeholderCheckPlugin(readSiteSettings(), env)
      ;(plugin.configResolved as (c: unknown) => void)({ build: { ssr }, logger: { warn } })
      ;(plugin.buildStart as () => void)()
      return warn
    }
    expect(placeholderCheckPlugin().apply).toBe('build')
    const client = run({}, false)
    expect(client).toHaveBeenCalledTimes(1)
    expect(client.mock.calls[0]![0]).toContain('SITE_COMPANY_NAME = 示例智算科技有限公司')
    expect(run({}, true)).not.toHaveBeenCalled()
    expect(() => run({ SITE_STRICT: '1' }, false)).toThrow('SITE_STRICT=1')
  })
})
