import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevRecords, devIndexFiles, devRecords } from '../../src/indexer/dev-index'
import { LocalEngine } from '../../src/search-core'
import { DEV_INDEX_PATH, devIndexUrl } from '../../src/contracts'

let dir: string
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'devidx-'))
  await fs.mkdir(path.join(dir, 'ai-studio'), { recursive: true })
  await fs.writeFile(
    path.join(dir, 'ai-studio', 'page.md'),
    '---\ntitle: 开发机\n---\n\n# 开发机\n\n开头一段关于系统盘。\n\n## 存储\n\n数据放在共享存储。\n',
  )
  await fs.writeFile(
    path.join(dir, 'hidden.md'),
    '---\ntitle: 隐藏\nsearch: false\n---\n\n# 隐藏\n\n不应被索引的秘密内容。\n',
  )
})
afterAll(() => fs.rm(dir, { recursive: true, force: true }))

describe('dev-server index', () => {
  it('indexes Markdown with the build extractor and follows edits', async () => {
    const first = await devRecords(dir, 'zh')
    expect(first.map((r) => r['hierarchy.lvl2'])).toEqual([null, '存储'])
    expect(first[0]).toMatchObject({ 'hierarchy.lvl0': '一站式 AI 平台', url: '/ai-studio/page.html' })
    expect((await LocalEngine.fromRecords(first).search('秘密')).found).toBe(0)
  })

  it("indexes a page's readers' keywords from its frontmatter, and a page whose frontmatter does not parse without them", async () => {
    await fs.writeFile(
      path.join(dir, 'kw.md'),
      '---\ntitle: 容错训练\nkeywords:\n  - 训练挂了\n  - 掉卡\n---\n\n# 容错训练\n\n配置自动重试。\n',
    )
    await fs.writeFile(
      path.join(dir, 'broken.md'),
      '---\ntitle: 坏的\nkeywords: [掉卡\n---\n\n# 坏的\n\n正文里没有那个词。\n',
    )
    const records = (await new DevRecords(dir).records('zh')).records
    expect(records.find((r) => r.url === '/kw.html')?.keywords).toEqual(['训练挂了', '掉卡'])
    expect(records.find((r) => r.url === '/broken.html')).not.toHaveProperty('keywords')
    expect((await LocalEngine.fromRecords(records).search('掉卡')).hits.map((h) => h.url)).toEqual(['/kw.html'])
    await Promise.all(['kw.md', 'broken.md'].map((f) => fs.rm(path.join(dir, f))))
  })

  it("indexes a section's readers' questions, and a page whose questions name a heading it lost without them", async () => {
    await fs.writeFile(
      path.join(dir, 'q.md'),
      '---\ntitle: 费用\nquestions:\n  退款:\n    - 余额能退钱吗\n---\n\n# 费用\n\n总览。\n\n## 退款\n\n可以申请退款。\n',
    )
    // The writer renamed 退款 to 退费 and has not updated the key yet: the build fails, the preview searches on.
    await fs.writeFile(
      path.join(dir, 'renamed.md'),
      '---\ntitle: 账单\nquestions:\n  退款:\n    - 钱能退吗\n---\n\n# 账单\n\n总览。\n\n## 退费\n\n可以申请退费。\n',
    )
    const records = (await new DevRecords(dir).records('zh')).records
    expect(records.find((r) => r.url === '/q.html#退款')?.questions).toEqual(['余额能退钱吗'])
    expect(records.filter((r) => r.url_without_anchor === '/renamed.html').map((r) => r['hierarchy.lvl2'])).toEqual([
      null,
      '退费',
    ])
    await Promise.all(['q.md', 'renamed.md'].map((f) => fs.rm(path.join(dir, f))))
  })

  it("indexes the text after the site's own source transform (host tokens)", async () => {
    await fs.writeFile(
      path.join(dir, 'tokens.md'),
      '---\ntitle: 地址\n---\n\n# 地址\n\n控制台在 %CONSOLE_URL% 打开。\n',
    )
    const source = new DevRecords(dir, undefined, (md) => md.replaceAll('%CONSOLE_URL%', 'https://console.acme.cn'))
    const records = (await source.records('zh')).records
    expect(records.find((r) => r.url === '/tokens.html')?.content).toContain('https://console.acme.cn')
    await fs.rm(path.join(dir, 'tokens.md'))
  })

  it('serves a rebuilt index in a new folder after an edit, re-rendering only the edited page', async () => {
    const source = new DevRecords(dir)
    const first = await devIndexFiles(source, dir, 'zh', 1)
    const engine = new LocalEngine(
      devIndexUrl('zh'),
      async (url) => JSON.parse(current.get(url.replace(`${DEV_INDEX_PATH}zh/`, ''))!),
      true,
    )
    let current = first
    expect((await engine.search('检查点')).found).toBe(0)

    const file = path.join(dir, 'ai-studio', 'page.md')
    await fs.appendFile(file, '\n## 新增小节\n\n刚写下的检查点说明。\n')
    await fs.utimes(file, new Date(), new Date(Date.now() + 5000)) // a later mtime, whatever the clock's resolution
    const started = Date.now()
    current = await devIndexFiles(source, dir, 'zh', 2)
    expect(Date.now() - started).toBeLessThan(2000)
    expect(JSON.parse(current.get('meta.json')!).dir).toBe('2/')
    expect((await engine.search('检查点')).hits[0]?.hierarchy.lvl2).toBe('新增小节')
  })
})
