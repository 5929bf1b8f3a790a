import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')

// A real `vitepress build`: under SITE_STRICT=1 with placeholder settings it stops before rendering a
// page, naming the variables to set.
describe('SITE_STRICT=1', () => {
  it('stops a build that would publish placeholders, naming the variables to set', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-strict-'))
    try {
      const env = {
        ...process.env,
        SITE_STRICT: '1',
        DOCS_OUT_DIR: outDir,
        SITE_COMPANY_NAME: '北京甲乙科技有限公司',
        SITE_URL: 'https://docs.jiayi.cn',
      }
      const run = spawnSync(process.execPath, [path.join(root, 'node_modules/vitepress/bin/vitepress.js'), 'build'], {
        cwd: root,
        env,
        encoding: 'utf8',
        timeout: 120_000,
      })
      const output = run.stdout + run.stderr
      expect(run.status).not.toBe(0)
      expect(output).toContain(
        'SITE_STRICT=1: this build would publish placeholder settings. Set SITE_COMPANY_NAME_EN, SITE_ICP_NUMBER, SITE_PSB_NUMBER, SITE_CONSOLE_HOST, SITE_API_URL (see README',
      )
      expect(output).not.toContain('Set SITE_COMPANY_NAME,')
      expect(fs.readdirSync(outDir).filter((f) => f.endsWith('.html'))).toEqual([])
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true })
    }
  }, 130_000)
})
