import { describe, expect, it } from 'vitest'
import { frameFit } from '../../../src/search-core/frames'
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
    // Which version asks for a number.
    ['环境里的 ComfyUI 是哪个版本', 'quantity'],
    ['what Node version does the server need', 'quantity'],
    ['Which version of Kubernetes is it?', 'quantity'],
    ['Which GPUs are in cn-north-2?', 'what'],
    ['为什么任务一直排队', 'why'],
    ['往共享存储写文件报 Disk quota exceeded 咋回事', 'why'],
    ['利用率一会 97 一会 0，是怎么回事', 'why'],
    ['Where do I create an API key?', 'where'],
    ['How much does an H800 cost?', 'price'],
    ['How long does a dev instance take to start?', 'duration'],
    ['how soon do I get the higher limit after a top-up', 'duration'],
    ['When will DeepSeek-V3 be retired?', 'duration'],
    // when as a conjunction asks for nothing: the question's own word does.
    ['why do I get permission denied when my key works for other models', 'why'],
    ['Can I get a refund?', 'yesno'],
    ['How do I call the model API?', 'how'],
    ['bge-m3 的向量几维', 'quantity'],
    ['包年打几折', 'quantity'],
    ['Qwen2.5-72B 还能用到哪天', 'duration'],
    ['能在 PyCharm 里用吗，还是只能用 VS Code', 'yesno'],
    ['SSH 端口', 'any'],
    // A choice asked as A不A is a yes or no.
    ['开发机支不支持 Docker', 'yesno'],
    ['ComfyStack 生成的图要不要钱', 'yesno'],
    ['私钥丢了该干啥', 'how'],
    // 几 in 多建几个, 好几个, 这几天 is "a few", not "how many".
    ['上个月的账单一般几号能出来', 'duration'],
    ['多建几个 API 密钥会不会提高限额', 'yesno'],
    ['好几个任务一起跑会互相影响吗', 'yesno'],
    ['一个租户能建几个密钥', 'quantity'],
  ] as const)('%s asks for: %s', (q, frame) => expect(frameOf(q)).toBe(frame))

  it('takes the frame words out of what is searched, and nothing else', () => {
    expect(contentOf('可以退款吗')).toBe('退款')
    expect(contentOf('API 密钥在哪里创建')).toBe('API 密钥 创建')
    expect(contentOf('如何创建开发机？')).toBe('创建开发机')
    expect(contentOf('写文件报 Disk quota exceeded 咋回事')).toBe('写文件报 Disk quota exceeded')
    expect(contentOf('Web 预览打开显示 502 是怎么回事')).toBe('Web 预览打开显示 502')
    // 呗 closing a sentence is a particle; inside a word (花呗) it stays.
    expect(contentOf('开发机卡住了就重启一下呗')).toBe('开发机卡住了就重启')
    expect(contentOf('支持花呗分期吗')).toBe('支持花呗分期')
    expect(contentOf('What SSH port do I use to connect?')).toBe('SSH port connect')
    expect(contentOf('can I see my API key again after I create it')).toBe('API key create')
    // 里 after a noun says where the reader is: the noun is searched on its own.
    expect(contentOf('账户里没用完的钱可以退吗')).toBe('账户 没用完的钱 退')
    expect(contentOf('上个月的账单一般几号能出来')).toBe('上个月的账单 能出来')
    expect(contentOf('环境里的 ComfyUI 是哪个版本')).toBe('环境 的 ComfyUI 版本')
    expect(contentOf('生成的那些图片给存几天')).toBe('生成的 图片给存')
    expect(contentOf('my job is stuck, how do I find out why')).toBe('job stuck')
    // 几 asks for a number of what follows it; 几乎 is a word.
    expect(contentOf('bge-m3 的向量几维')).toBe('bge-m3 的向量 维')
    expect(contentOf('几乎每次都断开')).toBe('几乎 断开')
    // English's closed classes and light verbs say how the reader asks; phrasal particles stay for the rules.
    expect(contentOf('why does my ssh session to the dev box keep dropping when I step away')).toBe(
      'ssh session dev box keep dropping',
    )
    expect(contentOf('deepseek r1 keeps giving me 504 on long prompts')).toBe('deepseek r1 504 long prompts')
    expect(contentOf('will my dev instance shut down when the balance runs out')).toBe(
      'dev instance shut down balance runs out',
    )
    // So do the reader's adverbs of manner and moment (actually, freshly): no passage answers them.
    expect(contentOf('how long until a freshly created dev instance actually starts')).toBe(
      'created dev instance starts',
    )
    // A choice asked as A不A is the word once, as the docs say it; a size typed short is written out.
    expect(contentOf('token 价格含不含税')).toBe('token 价格含税')
    expect(contentOf('开发机支不支持 Docker')).toBe('开发机支持 Docker')
    expect(contentOf('7B 全参微调一张 80G 的卡够不够')).toBe('7B 全参微调一张 80 GB 的卡够')
    expect(contentOf('can I make the 50GB system disk bigger')).toBe('make 50 GB system disk bigger')
    expect(contentOf('上传 500mb 的文件')).toBe('上传 500 MB 的文件')
    // M alone is a million, not a size; B alone a model's size.
    expect(contentOf('Kimi-K2 有 1M 上下文吗')).toBe('Kimi-K2 有 1M 上下文')
    expect(contentOf('共享存储用了 1.8T 能缩容吗')).toBe('共享存储用了 1.8 TB 能缩容')
    expect(contentOf('H800 是不是比 A800 快')).toBe('H800 比 A800 快')
    // The reader's moment (晚上, 的时候, 现在) is not what the docs are about.
    expect(contentOf('集群晚上没活的时候 GPU 节点能不留吗')).toBe('集群 没活 GPU 节点能不留')
    // Nor is what they want or do not want (我想, 不想): the docs say what the product does.
    expect(contentOf('开发机不想手动关机')).toBe('开发机 手动关机')
    // Where the reader points is not what they ask about.
    expect(contentOf('推理服务能读开发机 /root 下面的模型吗')).toBe('推理服务能读开发机 /root 的模型')
    // 咋样, 咋整 go whole, not 咋 leaving 样.
    expect(contentOf('停了再调会咋样')).toBe('停了再调会')
    expect(contentOf('镜像推不上去咋整')).toBe('镜像推不上去')
    // 在哪个 goes whole, not 在哪 leaving 个.
    expect(contentOf('凭证存在哪个文件里')).toBe('凭证存 文件')
    // Only frame: the question stays as it was.
    expect(contentOf('什么是？')).toBe('什么是？')
  })

  it('takes English contractions and their denials out whole (it’s, I’m, can’t), and be up with them', () => {
    expect(contentOf("it's rejected when I'm over quota")).toBe('rejected over quota')
    expect(contentOf('why doesn’t the service start, or won’t it retry')).toBe('service start retry')
    expect(contentOf('how long until a new inference service is up')).toBe('inference service')
    expect(contentOf('is the service up yet')).toBe('service')
    expect(contentOf('when the service is actually up')).toBe('service')
    // Auxiliaries (have, need), prepositions (through, from), too, go and every time say how, not what.
    expect(contentOf('I have an unused voucher, can I get money back for it?')).toBe('unused voucher money back')
    expect(contentOf('my balance is exactly zero, will model API calls still go through?')).toBe(
      'balance zero model API calls',
    )
    expect(contentOf('Does my dev instance get a new SSH port every time I restart it?')).toBe(
      'dev instance SSH port restart',
    )
    // Nothing comes out of a hyphenated word.
    expect(contentOf('does the new-user voucher count')).toBe('new-user voucher count')
    // A possessive is a word of the question, not a contraction.
    expect(contentOf("AICoder's quota")).toBe("AICoder's quota")
  })

  it('keeps a synonym rule’s phrase whole where it holds frame words, so that its rule still matches', () => {
    const rules = ['跑多久', '自己停', 'at the same time', "can't log in", 'at once']
    expect(readQuestion('训练任务最多能跑多久', rules).content).toBe('训练任务最多能 跑多久')
    expect(contentOf('开发机老是自己停', rules)).toBe('开发机 自己停')
    expect(contentOf('how many jobs can run at the same time', rules)).toBe('jobs run at the same time')
    expect(contentOf("I can't log in to the console", rules)).toBe("can't log in console")
    // Only where a phrase starts and ends: "at once" is not in "that once".
    expect(contentOf('was that once billed', rules)).toBe('once billed')
    // Without rules the frame comes out as before.
    expect(contentOf('训练任务最多能跑多久')).toBe('训练任务最多能跑')
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
  it('a place, a price, a duration, steps give the value asked for', () => {
    expect(frameFit('where', sentence('登录控制台，进入「租户管理 → API 密钥」，点击「新建」。'))).toBe('value')
    expect(frameFit('where', sentence('In the console, open Tenant → API keys and create a key.'))).toBe('value')
    // A file's place is its path.
    expect(frameFit('where', sentence('登录信息保存在 ~/.atlctl/config.yaml，文件权限为 600。'))).toBe('value')
    expect(frameFit('where', sentence('It is mounted at /data/shared in every instance.'))).toBe('value')
    expect(frameFit('price', sentence('H800 每卡每小时 ¥15.80。'))).toBe('value')
    expect(frameFit('duration', sentence('日志保留 30 天。'))).toBe('value')
    expect(frameFit('duration', sentence('Creating one usually takes 1 to 3 minutes, or within 30 seconds.'))).toBe(
      'value',
    )
    expect(frameFit('duration', sentence('It stops after an hour.'))).toBe('value')
    // When: a date or a time of day.
    expect(frameFit('duration', sentence('上月账单在每月 1 日 10:00 前生成。'))).toBe('value')
    expect(frameFit('duration', sentence('日志可以在控制台查看。'))).toBeNull()
    // A short unit follows digits only: "as" is not "a s(econd)", "ones" not "one s".
    expect(frameFit('duration', sentence('Open the folder in VS Code as if it were local.'))).toBeNull()
    expect(frameFit('duration', sentence('Keep the ones you use.'))).toBeNull()
    // Digits that end a name are not a number: L40S is a GPU, not 40 seconds.
    expect(frameFit('duration', sentence('One L40S is enough for a 7B model.'))).toBeNull()
    // Durations in words: 一到三分钟, one to three minutes.
    expect(frameFit('duration', sentence('创建通常需要一到三分钟。'))).toBe('value')
    expect(frameFit('duration', sentence('Creating one takes one to three minutes.'))).toBe('value')
    expect(frameFit('duration', sentence('timeout：如 90m、48h，默认且最大 720h'))).toBe('value')
    expect(frameFit('how', { text: '1. 填写名称\n2. 点击确定', kind: 'steps' })).toBe('value')
  })
  it('a button or a verb only reads like that answer', () => {
    // 点击确定 names a control, not where the page is.
    expect(frameFit('where', sentence('点击确定，复制以 sk- 开头的完整密钥。'))).toBe('sign')
    expect(frameFit('how', { text: '填写名称', kind: 'step' })).toBe('sign')
    // A console path reads like a how-answer, but steps give it: 创建前请准备好…在「租户管理 → SSH 密钥」中上传
    // names where a prerequisite is done, not how to create the thing asked about.
    expect(frameFit('how', sentence('在「费用中心 → 发票」中按已消费金额申请。'))).toBe('sign')
    // A state in quotes is not a place (进入「运行中」): it reads like one at most.
    expect(frameFit('where', sentence('实例进入「运行中」后即可登录。'))).toBe('sign')
    expect(frameFit('yesno', sentence('现金余额可以申请退款。'))).toBe('sign')
  })
  it('a passage without the signs does not fit', () => {
    expect(frameFit('where', sentence('密钥只显示一次。'))).toBeNull()
    expect(frameFit('duration', sentence('日志可以下载。'))).toBeNull()
    expect(frameFit('any', sentence('任何句子。'))).toBeNull()
  })
})
