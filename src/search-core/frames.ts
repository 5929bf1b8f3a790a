/**
 * What kind of sentence answers each question frame (question.ts): the signs that a passage is a
 * place, a price, a number, a duration, a yes or no, steps, a definition or a reason. A passage
 * holding the question's words and one of these is the answer the way the question asks for it.
 */
import type { Frame } from './question'
import type { Passage } from './passages'

/**
 * How well a passage is the kind of answer its question's frame asks for: `value` when it gives what
 * the question asks for (a console path for 在哪里, a price, a number, a duration, steps for 怎么…),
 * `sign` when it only reads like such an answer (a button named for 在哪里, a 可以 for 可以…吗), or no fit.
 */
export type FrameFit = 'value' | 'sign' | null

const SIGNS: Record<Exclude<Frame, 'any' | 'how'>, RegExp> = {
  // A menu, a page, a control: where things are, without the path to them.
  where: /「[^」]+」|点击|菜单|页面|控制台|页签|入口|\bclick\b|\bopen\b|\bunder\b|\bconsole\b|\bpage\b/i,
  price: /[¥￥$]\s?\d|\d\s?元|免费|不收费|按秒|按小时|按量|\bfree\b|\bper (?:second|hour|month|gb|million)\b/i,
  quantity: /\d/,
  // Digits or number words: 7 个工作日, 一到三分钟, 半小时, 720h, one to three minutes, an hour; a date or
  // a time of day (每月 1 日 10:00, 2026-04-30) for when. A short
  // unit follows digits only (as is not "a s"), and digits that end a name are not a number (L40S).
  duration:
    /(?:\d+|[一二两三四五六七八九十半几]+)\s*(?:秒|分钟|小时|天|周|个月|年|个工作日)|\d+\s*[日号](?!志)|\d{1,2}:\d{2}|\d{4}-\d{2}-\d{2}|永久|立即|即时|(?<![a-z\d.])\d+\s*(?:s|secs?|seconds?|min|mins|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?)\b|\b(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|sixty|a few|several)\s+(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b|\bimmediately\b/i,
  yesno:
    /可以|不能|能够|无法|不会|会被|支持|不支持|允许|不允许|仍然|仍会|不再|只能|需要|不需要|不受|不收|\b(?:can|cannot|can't|will|won't|not|only|must|need|keeps?|stays?)\b/i,
  what: /是|指|用于|表示|即|\b(?:is|are|means|refers)\b/i,
  why: /因为|由于|原因|所以|导致|因此|为了|否则|是因|\b(?:because|since|due to|so that|otherwise|caused)\b/i,
}
/** A place itself: a console path (「费用中心 → 充值」, Console › Billing), a page entered, an address. */
const PLACE =
  /(?:^|[\s（(：:「])~?\/[\w.-]+\/[\w./-]*|→|›|(?:进入|打开|前往|在)「(?![^」]*中」)[^」]+」|https?:\/\/|\b(?:go to|open)\s+(?:the\s+)?[A-Z]|\bunder\s+[A-Z][\w ]*(?:>|›|→)/
/** Frames whose answer is a value: a passage with its sign gives the value. */
const VALUE_FRAMES = new Set<Frame>(['price', 'quantity', 'duration'])
/** Verbs a step starts with: what a how-question's answer tells the reader to do. */
const STEP =
  /点击|选择|填写|运行|执行|打开|进入|提交|创建|设置|配置|开启|安装|登录|\b(?:run|click|select|choose|open|set|create|enter|install|add)\b/i

/** How well a passage is the kind of sentence the frame asks for. */
export function frameFit(frame: Frame, passage: Pick<Passage, 'text' | 'kind'>): FrameFit {
  if (frame === 'any') return null
  if (frame === 'how') {
    // Steps give the answer; the console path to do it in (在「费用中心 → 发票」中申请) reads like one,
    // but a path is as often where a prerequisite is done (创建前…在「租户管理 → SSH 密钥」中上传公钥).
    if (passage.kind === 'steps') return 'value'
    return passage.kind === 'step' || PLACE.test(passage.text) || STEP.test(passage.text) ? 'sign' : null
  }
  if (frame === 'where' && PLACE.test(passage.text)) return 'value'
  if (!SIGNS[frame].test(passage.text)) return null
  return VALUE_FRAMES.has(frame) ? 'value' : 'sign'
}
