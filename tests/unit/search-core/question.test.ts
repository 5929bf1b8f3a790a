import { describe, expect, it } from 'vitest'
import { answersFrame } from '../../../src/search-core/frames'
import { contentOf, frameOf, readQuestion } from '../../../src/search-core/question'

describe('reading a question', () => {
  it.each([
    ['API 密钥在哪里创建', 'where'],
    ['H800 多少钱一小时', 'price'],
    ['开发机怎么收费', 'price'],
    ['一个租户最多几张卡', 'quantity'],
    ['日志保留多久', 'duration'],
    ['可以退款吗', 'yesno'],
    ['如何创建开发机？', 'how'],
    ['什么是弹性资源池', 'what'],
    ['为什么任务一直排队', 'why'],
    ['Where do I create an API key?', 'where'],
    ['How much does an H800 cost?', 'price'],
    ['How long does a dev instance take to start?', 'duration'],
    ['Can I get a refund?', 'yesno'],
    ['How do I call the model API?', 'how'],
    ['SSH 端口', 'any'],
  ] as const)('%s asks for: %s', (q, frame) => expect(frameOf(q)).toBe(frame))

  it('takes the frame words out of what is searched, and nothing else', () => {
    expect(contentOf('可以退款吗')).toBe('退款')
    expect(contentOf('API 密钥在哪里创建')).toBe('API 密钥 创建')
    expect(contentOf('如何创建开发机？')).toBe('创建开发机')
    expect(contentOf('Web 预览打开显示 502 是怎么回事')).toBe('Web 预览打开显示 502')
    expect(contentOf('What SSH port do I use to connect?')).toBe('SSH port connect')
    // Only frame: the question stays as it was.
    expect(contentOf('什么是？')).toBe('什么是？')
  })

  it('reads the code block of 解释这段代码 and the passage of a selection question', () => {
    expect(readQuestion('请解释文档中的这段代码：\n```bash\nnvidia-smi\n```')).toMatchObject({
      code: { lang: 'bash', text: 'nvidia-smi' },
      content: 'nvidia-smi',
    })
    expect(readQuestion('Explain this passage of the docs: “Stopping keeps the system disk.”')).toMatchObject({
      selection: 'Stopping keeps the system disk.',
    })
    expect(readQuestion('请解释文档中的这段话：「停止后保留系统盘」').selection).toBe('停止后保留系统盘')
  })
})

describe('what kind of sentence answers a frame', () => {
  const sentence = (text: string) => ({ text, kind: 'sentence' as const })
  it('a place, a price, a duration, steps', () => {
    expect(answersFrame('where', sentence('在控制台点击「租户管理 → API 密钥」新建。'))).toBe(true)
    expect(answersFrame('where', sentence('密钥只显示一次。'))).toBe(false)
    expect(answersFrame('price', sentence('H800 每卡每小时 ¥15.80。'))).toBe(true)
    expect(answersFrame('duration', sentence('日志保留 30 天。'))).toBe(true)
    expect(answersFrame('duration', sentence('日志可以下载。'))).toBe(false)
    expect(answersFrame('how', { text: '填写名称', kind: 'step' })).toBe(true)
    expect(answersFrame('any', sentence('任何句子。'))).toBe(false)
  })
})
