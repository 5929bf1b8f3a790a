import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// `npm run bench:corpus` is pointed at folders nobody here chose: what it says of one it cannot measure.
const dirs: string[] = []
function folder(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-cli-'))
  dirs.push(dir)
  for (const [name, text] of Object.entries(pages)) fs.writeFileSync(path.join(dir, name), text)
  return dir
}
const run = (dir: string, ...args: string[]) =>
  spawnSync('npx', ['vite-node', 'bench/corpus.ts', '--', dir, ...args], { encoding: 'utf8', timeout: 120_000 })
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })))

describe('bench:corpus on folders it cannot fully measure', () => {
  it('stops with a clear message on pages with nothing Chinese to probe', () => {
    const pages = Object.fromEntries(
      [1, 2, 3, 4, 5].map((i) => [`p${i}.md`, `# Page ${i}\n\nSome English text about deployment ${i}.\n`]),
    )
    const r = run(folder(pages))
    expect(r.status).not.toBe(0)
    expect(r.stderr).toContain('no probe could be drawn')
  }, 120_000)

  it('says which kind of probe a half has none of, instead of printing NaN', () => {
    // Chinese prose, each page its own, and one h2 in the whole folder: one heading probe, in one half.
    const topics = [
      '开发机启动后可以通过浏览器打开终端，也可以配置密钥后用本地编辑器远程连接。',
      '训练任务提交前需要选择镜像和资源规格，运行日志在任务详情页实时滚动显示。',
      '共享存储挂载到容器的固定目录，删除实例不会清除其中保存的模型权重文件。',
      '推理服务支持按请求量自动扩缩容，冷启动时间取决于模型大小和镜像拉取速度。',
      '账单按小时汇总，余额不足时系统会先发送短信提醒，再暂停正在运行的实例。',
      '团队管理员可以为成员分配配额，超出配额的申请会进入审批流程等待处理。',
    ]
    const pages = Object.fromEntries(
      topics.map((t, i) => [
        `p${i}.md`,
        `# 第${i + 1}页\n\n${t}\n${i === 0 ? '\n## 远程连接方式\n\n终端之外的另一种办法。\n' : ''}`,
      ]),
    )
    const dir = folder(pages)
    const halves = ['report', 'tune'].map((half) => run(dir, '--half', half))
    for (const r of halves) {
      expect(r.status).toBe(0)
      expect(r.stdout).not.toContain('NaN')
    }
    const rows = halves.map((r) => r.stdout.split('\n').find((l) => l.startsWith('| heading (')))
    expect(rows).toContain('| heading (0) | no probe of this kind in this half | – | – | – |')
    expect(rows.some((l) => l?.startsWith('| heading (1) | '))).toBe(true)
  }, 120_000)
})
