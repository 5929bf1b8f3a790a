import { describe, expect, it } from 'vitest'
import { LocalEngine } from '../../../src/search-core/local-engine-records'
import { compileSynonyms } from '../../../src/search-core/synonyms'
import {
  UNSEEN_CHAR_RECORDS,
  questionTerms,
  RARITY_CAP_SHARE,
  type QuestionTerms,
} from '../../../src/search-core/question-terms'
import {
  chooseQuotes as choose,
  densestWordAt,
  MAX_QUOTES,
  quotesAsText,
  relatedSections,
  verdictOn,
} from '../../../src/search-core/quotes'
import { trimPassage } from '../../../src/search-core/passages'
import { encodeBlocks } from '../../../src/search-core/blocks'
import type { Frame } from '../../../src/search-core/question'
import type { DocRecord, SearchHit } from '../../../src/search-core/types'

/** Quotes for a question without a frame (the frame's own tests say what a frame adds). */
const chooseQuotes = (t: QuestionTerms, hits: SearchHit[], frame: Frame = 'any') => choose({ frame }, t, hits)

const section = (url: string, content: string, lvl2 = '', lvl3 = ''): SearchHit => ({
  id: url,
  url,
  hierarchy: { lvl0: '文档', lvl1: '页面', lvl2, lvl3 },
  content,
  snippetHtml: '',
})

/** A question of plain words, each weighing `weight` (its rarity). */
const terms = (words: Record<string, number>): QuestionTerms => ({
  units: Object.entries(words).map(([text, weight]) => ({
    forms: [{ text, weight: 1 }],
    weight,
    synonyms: false,
    absent: false,
  })),
  words: Object.keys(words),
  typed: Object.keys(words),
})

describe('choosing quotes', () => {
  it('quotes the passage that covers most of the question, not the best-ranked section', () => {
    const q = terms({ 显存: 3, 批量: 2, 检查点: 2 })
    const first = section('/a.html#x', '训练需要大量显存，请提前规划。显存的价格见价目表。')
    const second = section('/b.html#y', '显存不足时，减小批量并开启梯度检查点。其余设置不变。')
    const quotes = chooseQuotes(q, [first, second])
    expect(quotes[0]).toMatchObject({ url: '/b.html#y', text: '显存不足时，减小批量并开启梯度检查点。', coverage: 1 })
  })

  it('quotes a list item, not its whole section', () => {
    const q = terms({ 驱动: 2, 安装: 1 })
    const setup = section('/setup.html', '准备工作如下 安装最新版本的显卡驱动 配置好训练用的环境变量')
    const quotes = chooseQuotes(q, [{ ...setup, blocks: 'p6 l11 l11' }])
    expect(quotes.map((x) => x.text)).toEqual(['安装最新版本的显卡驱动'])
  })

  it('answers an English yes/no question only from a passage holding most of its words', () => {
    // "can I get a Windows remote desktop on my dev instance": two everyday words of five in common.
    const q = terms({ windows: 1, remote: 1, desktop: 1, dev: 1, instance: 1 })
    const ssh = [section('/ssh.html', 'Connect to the remote instance over SSH from any terminal.')]
    expect(chooseQuotes(q, ssh, 'yesno')).toEqual([])
    expect(chooseQuotes(q, ssh, 'how')).toHaveLength(1)
    const rdp = [section('/rdp.html', 'A dev instance offers no Windows remote desktop, only SSH.')]
    expect(chooseQuotes(q, rdp, 'yesno')).toHaveLength(1)
  })

  it('prefers the sentence of the kind the question asks for (a price for 多少钱)', () => {
    const q = terms({ H800: 3 })
    const hits = [section('/a.html', 'H800 适合大模型训练。'), section('/b.html', 'H800 按量每卡每小时 ¥15.80。')]
    expect(chooseQuotes(q, hits, 'price')[0]?.text).toBe('H800 按量每卡每小时 ¥15.80。')
    expect(chooseQuotes(q, hits, 'any')[0]?.text).toBe('H800 适合大模型训练。')
  })

  it('answers a yes/no question by the verdict on what it asks about', () => {
    const manager = 'ComfyUI-Manager 在所有环境中只读：可以查看节点信息，但不能安装或更新节点。'
    expect(verdictOn(manager, ['安装'])).toBe(true)
    expect(verdictOn(manager, ['价格'])).toBe(false)
    // A verdict on something else in the clause before: not about 华北二区.
    expect(verdictOn('一个 2 节点的任务将无法启动，而华北二区有 4 台。', ['华北二区'])).toBe(false)
    expect(verdictOn("Reservations can't be cancelled.", ['cancelled'])).toBe(true)
    // 托管的 ComfyUI 能自己装插件吗: the sentence about the service names more of it, the verdict answers.
    const q = terms({ comfyui: 2, 安装: 2, 节点: 2 })
    const hits = [
      section('/comfy.html', 'ComfyUI 托管服务预装了常用节点，安装好的节点列表见环境页。'),
      section('/env.html', `ComfyUI 托管环境：${manager}`),
    ]
    expect(chooseQuotes(q, hits, 'yesno')[0]?.url).toBe('/env.html')
    expect(chooseQuotes(q, hits, 'any')[0]?.url).toBe('/comfy.html')
  })

  it('quotes nothing when the passages share only a word the question does not turn on', () => {
    // 今天天气 is what is asked; a passage about 训练 covers a sliver of it.
    expect(chooseQuotes(terms({ 天气: 4, 今天: 3, 训练: 1 }), [section('/t.html', '训练任务按秒计费。')])).toEqual([])
  })

  it('counts a question the section heading asks: its passages need not repeat it', () => {
    const q = terms({ 系统盘: 3, 满了: 2 })
    const faq = section(
      '/faq.html#disk',
      '先删除不再需要的缓存文件。再把数据移到共享存储。',
      '开发机',
      '系统盘满了怎么办？',
    )
    const stray = section('/other.html', '系统盘的大小在创建时选择。')
    const quotes = chooseQuotes(q, [stray, faq])
    expect(quotes[0]?.url).toBe('/faq.html#disk')
    expect(quotes.slice(0, 2).map((x) => x.text)).toEqual(['先删除不再需要的缓存文件。', '再把数据移到共享存储。'])
  })

  it('takes a heading that asks another kind of question about the same thing for a neighbour, not the question', () => {
    const q = terms({ 'inference service': 2 })
    const faq = section(
      '/faq.html#deploy',
      'Open Inference services and click New service, then choose the GPUs per replica.',
      'FAQ',
      'How do I deploy a model as an inference service?',
    )
    const steps = section(
      '/deploy.html#steps',
      'A new inference service usually takes 3 to 5 minutes to become Running.',
    )
    // how long… asks for a duration: the how-to heading does not ask it.
    expect(chooseQuotes(q, [faq, steps], 'duration')[0]?.url).toBe('/deploy.html#steps')
    // how do I… is the heading's own question.
    expect(chooseQuotes(q, [faq, steps], 'how')[0]?.url).toBe('/faq.html#deploy')
  })

  it('quotes the docs’ answer, not the question they ask in their own text', () => {
    const q = terms({ job_id: 3, 替换: 2, 'job.yaml': 2 })
    const faq = section(
      '/jobs.html#env',
      '为什么 job.yaml 里写的 $JOB_ID 没有替换，原样出现在了路径里？ job.yaml 的 env 里 value 不会展开其他变量，进程拿到的就是字面上的 $JOB_ID，替换要在启动命令里做。',
    )
    expect(chooseQuotes(q, [faq])[0]?.text).toMatch(/^job\.yaml 的 env 里 value 不会展开/)
  })

  it('breaks ties by section rank', () => {
    const q = terms({ 配额: 2 })
    const quotes = chooseQuotes(q, [
      section('/1.html', '配额按租户统一计算和扣减。'),
      section('/2.html', '配额按区域统一计算和扣减。'),
    ])
    expect(quotes.map((x) => x.url)).toEqual(['/1.html', '/2.html'])
  })

  it(`quotes at most ${MAX_QUOTES} passages`, () => {
    const q = terms({ 镜像: 1 })
    const hits = ['一', '二', '三', '四'].map((n) => section(`/${n}.html`, `镜像存放在第${n}个仓库里。`))
    expect(chooseQuotes(q, hits)).toHaveLength(MAX_QUOTES)
  })

  it('quotes nothing when the question names something no record holds', () => {
    // 有 Java SDK 吗: the docs name the Python and Node.js SDKs, never Java.
    const q = terms({ 官方: 2, SDK: 3, Java: 6 })
    const java = q.units.find((u) => u.forms[0]?.text === 'Java')!
    java.absent = true
    const hits = [section('/sdk.html', '官方 openai Python 与 Node.js SDK 可以直接使用。')]
    expect(chooseQuotes(q, hits)).toEqual([])
    expect(chooseQuotes({ ...q, units: q.units.filter((u) => u !== java) }, hits)).toHaveLength(1)
  })

  it('quotes the best passage that covers the question, though one that covers less scores higher', () => {
    // A price beside one word of the question scores above a passage holding two, without covering
    // enough to quote: the passage that holds the question is quoted, rather than nothing.
    const q = terms({ 训练: 2, 费用: 2, 退款: 3, 条件: 3 })
    const price = section('/price.html#a', '退款手续费 ¥1 每笔。')
    const rule = section('/refund.html#b', '训练任务的退款在结束后发起。')
    expect(chooseQuotes(q, [price, rule], 'price')).toMatchObject([{ url: '/refund.html#b' }])
  })

  it('quotes the answer first, and no row about another error code than the one asked', () => {
    const q = terms({ '402': 3, 错误: 1, 含义: 1 })
    const rows = [
      { kind: 'h' as const, cells: ['错误码', '含义'] },
      { kind: 'r' as const, cells: ['400', '请求错误，含义见下文'] },
      { kind: 'r' as const, cells: ['402', '余额不足，充值后重试'] },
      { kind: 'r' as const, cells: ['429', '限流，含义见下文'] },
    ]
    const table = section('/errors.html#all', rows.flatMap((r) => r.cells).join(' '))
    const quotes = chooseQuotes(q, [{ ...table, blocks: encodeBlocks(rows) }])
    expect(quotes[0]?.text).toContain('402')
    expect(quotes.map((x) => x.text).filter((t) => /400|429/.test(t))).toEqual([])
  })

  it('quotes nothing when no passage covers enough of the question', () => {
    const q = terms({ 天气: 4, 今天: 4, 训练: 1 })
    expect(chooseQuotes(q, [section('/t.html', '训练任务按秒计费。')])).toEqual([])
    expect(chooseQuotes(terms({}), [section('/t.html', '训练任务按秒计费。')])).toEqual([])
  })

  it('relates to a question nothing answers only the sections holding half its weight or more', () => {
    // What's the weather in Beijing tomorrow: a quota that resets at 00:00 Beijing time is not related.
    const q = terms({ weather: 2, beijing: 2, tomorrow: 1 })
    const quota = section('/quota.html', 'The allowance resets at 00:00 Beijing time.', 'Quota')
    const forecast = section('/weather.html', 'The weather service forecasts Beijing and Shanghai.', 'Weather')
    expect(chooseQuotes(q, [quota])).toEqual([])
    expect(relatedSections(q, [quota, forecast]).map((h) => h.url)).toEqual(['/weather.html'])
    // A thing no record holds is left out: the sections about the rest are related.
    const tpu = terms({ 训练任务: 1, tpu: 3 })
    tpu.units[1] = { ...tpu.units[1]!, absent: true }
    const jobs = section('/job.html', '训练任务按卡时计费。', '训练任务')
    expect(relatedSections(tpu, [jobs, quota]).map((h) => h.url)).toEqual(['/job.html'])
  })

  it("marks the question's words with the snippets' marking, escaping everything else", () => {
    const q = terms({ 端口: 2 })
    const [quote] = chooseQuotes(q, [
      section('/ssh.html', '把端口写进实例的 <img onerror> 配置文件里面，保存以后重新连接即可生效。'),
    ])
    expect(quote?.html).toBe(
      '把<mark>端口</mark>写进实例的 &lt;img onerror&gt; 配置文件里面，保存以后重新连接即可生效。',
    )
  })

  it('never links a section whose url is not safe', () => {
    expect(chooseQuotes(terms({ 端口: 2 }), [section('javascript:alert(1)', '端口见控制台的实例详情。')])).toEqual([])
  })

  it('copies as text with absolute links', () => {
    const q = terms({ 端口: 2 })
    const quotes = chooseQuotes(q, [section('/ssh.html#port', '端口见控制台的实例详情。', 'SSH')])
    expect(quotesAsText(quotes, '摘自文档：', 'https://docs.example.com/posts/x.html')).toBe(
      '摘自文档：\n\n> 端口见控制台的实例详情。\n— 页面 › SSH https://docs.example.com/ssh.html#port',
    )
  })
})

describe("the embedded engine's reading of a question", () => {
  const record = (id: string, lvl2: string, content: string): DocRecord => ({
    id,
    'hierarchy.lvl0': '帮助',
    'hierarchy.lvl1': '常见问题',
    'hierarchy.lvl2': lvl2,
    content,
    url: `/faq.html#${id}`,
    url_without_anchor: '/faq.html',
    anchor: id,
    type: 'lvl2',
    language: 'zh',
    tags: [],
    item_priority: 0,
  })
  /** Records on other topics: a word's rarity means something only beside them. */
  const fillers = (prefix: string, topics = ['镜像', '网络', '配额']) =>
    topics.map((topic, i) => record(`${prefix}${i}`, topic, `${topic}可以在控制台查看。`))
  const engine = LocalEngine.fromRecords(
    [
      record('a', '训练日志', '训练日志保存在共享存储。训练日志可以下载。训练的日志按天切分。'),
      record('b', '显存不足怎么办', '显存不足时先减小批量。然后开启梯度检查点。'),
      record('c', '计费', '训练按秒计费。训练结束即停止计费。每组节点一小时 9 元。'),
      // Pages on other things, most of them about training too: rarity means something only beside
      // them (a word one record of three holds is not rare).
      ...['镜像', '网络', '配额', '发票', '区域', '告警'].map((topic, i) =>
        record(`o${i}`, topic, `训练用到的${topic}写在这一节。${topic}可以在控制台查看。`),
      ),
    ],
    { synonyms: compileSynonyms([{ id: 'oom', synonyms: ['显存不足', '显存不够', '爆显存'] }]) },
  )

  it(`counts a unit's rarity up to ${RARITY_CAP_SHARE} of the rarest, and decides substance by the whole`, async () => {
    const t = questionTerms(await engine.questionPlan('显存不够'))
    const records = 9
    const unit = t.units[0]!
    expect(unit.weight).toBeCloseTo(RARITY_CAP_SHARE * Math.log(1 + records), 9)
    expect(unit.substance).toBeGreaterThan(unit.weight)
  })

  it('never takes a word cut into characters the docs use for a thing they lack', async () => {
    // 元|组, 切|块: each character is a word of the docs; a reader's word for theirs (切块 for 分块) as often
    // as a thing they never name, so the rest of the question decides.
    const absent = async (q: string) =>
      questionTerms(await engine.questionPlan(q))
        .units.filter((u) => u.absent)
        .map((u) => u.forms[0]?.text)
    expect(await absent('训练日志和元组怎么切分')).toEqual([])
    expect(await absent('训练扣的钱比我算的多')).toEqual([])
  })

  it('takes the docs word out of what the reader glued to it, and a verb with its complement for phrasing', async () => {
    const plan = async (q: string) => questionTerms(await engine.questionPlan(q))
    // 才到账 (one word to the segmenter): no record holds 才到, but 到账 is the docs' word.
    const billing = LocalEngine.fromRecords([
      record('t', '对公转账', '对公转账充值一般 1 个工作日到账。'),
      ...fillers('p'),
    ])
    const glued = questionTerms(await billing.questionPlan('对公转账 才到账'))
    expect(glued.units.filter((u) => u.absent)).toEqual([])
    expect(glued.units.flatMap((u) => u.forms.map((f) => f.text))).toContain('到账')
    // and marked where a quote says it.
    expect(glued.words).toContain('到账')
    // 看不到, 关掉: the reader's way of saying a verb, not a thing the docs lack.
    expect((await plan('训练日志看不到')).units.filter((u) => u.absent)).toEqual([])
    expect((await plan('训练日志关掉')).units.filter((u) => u.absent)).toEqual([])
    // A spoken intensifier (巨慢), 点 of "a little" (少扣点钱), a directional complement (算进): how, not what.
    expect((await plan('训练日志巨慢')).units.filter((u) => u.absent)).toEqual([])
    expect((await plan('训练日志少扣点钱')).units.filter((u) => u.absent)).toEqual([])
    expect((await plan('训练日志算进配额')).units.filter((u) => u.absent)).toEqual([])
    // What is left is not a word of the docs: still absent (城市 of 个城市).
    expect((await plan('训练节点在哪个城市')).units.filter((u) => u.absent).length).toBeGreaterThan(0)
  })

  it("weighs the reader's speech on a word the index holds only across its own words as phrasing", async () => {
    // 放了, 是不 (of 是不允许), 月没 (the segmenter's pair across 一个月 and 没管): the index holds each as a
    // pair of characters that meet across the docs' words, rare, so it outweighed the topic's words.
    const stopped = LocalEngine.fromRecords([
      record(
        's',
        '停止',
        '机器停止后放了一个月没有启动的实例会被释放。停止的机器不收费。显卡 2 小时没有负载就自动停止。',
      ),
      record('t', '日志', '训练日志按天切分。'),
      record('u', '配额', '配额是不能超出的。'),
      // Rarity means something only beside other records.
      ...fillers('q', ['镜像', '网络', '发票', '区域', '告警', '用量', '存储', '密钥']),
    ])
    const weights = async (q: string) =>
      new Map(questionTerms(await stopped.questionPlan(q), q).units.map((u) => [u.forms[0]?.text, u.weight]))
    const w = await weights('停止的机器放了一个月没管还在吗')
    expect(w.get('放了')).toBeLessThan(w.get('机器') ?? 0)
    expect(w.get('月没')).toBeLessThan(w.get('机器') ?? 0)
    expect((await weights('训练日志是不切分')).get('是不')).toBeLessThan(w.get('机器') ?? 0)
    // A word no record holds whole, read by its parts: 卡 is the docs', 空着 the reader's phrasing.
    const parted = questionTerms(await stopped.questionPlan('卡空着'), '卡空着')
    expect(parted.units.filter((u) => u.absent)).toEqual([])
    expect(parted.units[0]?.forms.map((f) => f.text)).toContain('卡')
  })

  it('takes a character no record holds at all for a thing the docs lack, unless it is a particle', async () => {
    // Enough records that a character none of them holds means something.
    const words = '训练日志计费存储镜像网络配额发票区域告警用量'
    const big = LocalEngine.fromRecords(
      Array.from({ length: UNSEEN_CHAR_RECORDS }, (_, i) =>
        record(`r${i}`, `第 ${i} 节`, `${words.slice(i % 12, (i % 12) + 4)}按天统计，花费可以在控制台查看。`),
      ),
    )
    const absent = async (e: LocalEngine, q: string) =>
      questionTerms(await e.questionPlan(q))
        .units.filter((u) => u.absent)
        .map((u) => u.forms[0]?.text)
    // 呗 of 花呗: no page says it, in any word.
    expect(await absent(big, '训练用花呗计费')).toContain('呗')
    expect(await absent(big, '训练日志嘛')).toEqual([])
    // In a handful of pages most characters never appear: that says nothing.
    expect(await absent(engine, '训练日志放')).toEqual([])
    expect(await absent(big, '训练日志放')).toEqual(['放'])
  })

  it('never takes a negation-led phrase no record holds for a topic', async () => {
    const t = questionTerms(await engine.questionPlan('训练日志放着不管会被切分吗'))
    expect(t.units.filter((u) => u.absent)).toEqual([])
  })

  it("weighs the reader's phrasing no record holds as a common word, so it does not silence the docs", async () => {
    // 放着不管, 老是弄丢: how the reader puts it; the docs' words for the topic decide.
    const q = '训练日志放着不管会被切分吗'
    const t = questionTerms(await engine.questionPlan(q), q)
    const phrasing = t.units.find((u) => u.forms.some((f) => f.text.includes('不管')))
    const topic = t.units.find((u) => u.forms.some((f) => f.text === '切分'))
    expect(phrasing?.weight).toBeLessThan(topic?.weight ?? 0)
    const quotes = chooseQuotes(t, (await engine.search('训练日志放着不管会被切分')).hits, 'yesno')
    expect(quotes[0]?.text).toBe('训练的日志按天切分。')
  })

  it("never takes the reader's attitude (明明, 居然) or a quantity (80gb, 一千) for a topic", async () => {
    const absent = async (q: string) =>
      questionTerms(await engine.questionPlan(q), q)
        .units.filter((u) => u.absent)
        .map((u) => u.forms[0]?.text)
    expect(await absent('明明训练日志按天切分')).toEqual([])
    expect(await absent('训练日志居然按天切分')).toEqual([])
    expect(await absent('训练日志 80GB 按天切分')).toEqual([])
    // Nor a number in Chinese numerals: the docs write 1,000.
    expect(await absent('训练日志一千条按天切分')).toEqual([])
    expect(await absent('训练日志删了一大半')).toEqual([])
    // A name with digits is still a thing the docs may lack (MI300).
    expect(await absent('训练日志 MI300 按天切分')).toEqual(['mi300'])
  })

  it('takes a model name only for itself: the model a rule gives for it is another one', async () => {
    const gpus = LocalEngine.fromRecords([record('h', 'H800', 'H800 每卡每小时 15.8 元。'), ...fillers('g')], {
      synonyms: compileSynonyms([{ id: 'h100', root: 'h100', synonyms: ['h800'] }]),
    })
    const absent = async (q: string) =>
      questionTerms(await gpus.questionPlan(q), q)
        .units.filter((u) => u.absent)
        .map((u) => u.forms[0]?.text)
    expect(await absent('H100 每小时')).toEqual(['h100'])
    expect(await absent('H800 每小时')).toEqual([])
  })

  it('asks about a word said twice once', async () => {
    const waiting = LocalEngine.fromRecords([record('w', '等待', '隔一会儿再试。日志按天切分。'), ...fillers('p')])
    const q = '日志一会按天一会切分'
    const firsts = questionTerms(await waiting.questionPlan(q), q).units.map((u) => u.forms[0]?.text)
    expect(firsts.filter((w) => w === '一会')).toHaveLength(1)
    expect(new Set(firsts).size).toBe(firsts.length)
  })

  it('weighs rare words above common ones and finds a synonym the passage uses', async () => {
    const q = '训练时显存不够'
    const t = questionTerms(await engine.questionPlan(q))
    const weightOf = (w: string) => t.units.find((u) => u.forms.some((f) => f.text === w))?.weight ?? 0
    expect(weightOf('显存不够')).toBeGreaterThan(weightOf('训练'))
    const quotes = chooseQuotes(t, (await engine.search(q)).hits, 'how')
    expect(quotes[0]).toMatchObject({ url: '/faq.html#b', text: '显存不足时先减小批量。' })
    expect(quotes[0]?.html).toContain('<mark>显存不足</mark>')
  })
})

describe('where a long passage is cut', () => {
  it('around the stretch holding most of the question’s words, not its first word', () => {
    const text =
      "Token counts come from each model's own tokenizer, so the same Chinese text can give 10 %–30 % more or " +
      'fewer tokens on one model than on another; for a rough estimate, count about 0.6–1 token per Chinese character.'
    const words = ['tokens', 'chinese', 'character']
    expect(densestWordAt(text, words)).toBeGreaterThan(text.indexOf('Chinese'))
    expect(trimPassage(text, densestWordAt(text, words))).toContain('0.6–1 token per Chinese character.')
    // With one word, its first place.
    expect(densestWordAt(text, ['chinese'])).toBe(text.indexOf('Chinese'))
    expect(densestWordAt(text, ['absent'])).toBe(0)
  })
})
