/**
 * Readers' questions of a page's sections (frontmatter `questions`, CONTENT.md): for a heading, the
 * questions its text answers, phrased as readers ask them. Typesense embeds them with the record (its
 * semantic side); the embedded index leaves them out (CONTENT.md says why); nothing shows them.
 * A key must name a heading of the page (its H1 for the text before the first H2): a renamed heading
 * fails the build and the content test instead of dropping its questions unseen.
 */

/** At most this many questions per section, each at most this many characters. */
const MAX_SECTION_QUESTIONS = 6
const MAX_SECTION_QUESTION_CHARS = 40

/** A heading as a key: Markdown marks, HTML tags and a custom anchor removed; case and spaces folded. */
export function headingKey(text: string): string {
  return text
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`|\*\*/g, '')
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

/** The keys of a Markdown body's H1–H3 headings, code fences skipped. */
export function markdownHeadingKeys(body: string): string[] {
  const keys: string[] = []
  let fence: string | null = null
  for (const line of body.split(/\r?\n/)) {
    const open = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (open) {
      if (fence === null) fence = open
      else if (open.startsWith(fence)) fence = null
      continue
    }
    if (fence !== null) continue
    const h = /^#{1,3}\s+(.+?)\s*#*\s*$/.exec(line)
    if (h?.[1]) keys.push(headingKey(h[1]))
  }
  return keys
}

export interface SectionQuestions {
  /** Heading key → its questions. */
  byHeading: Map<string, string[]>
  /** What is wrong with the frontmatter value, one message each. */
  problems: string[]
}

/** Reads a page's `questions` value; `headings` are the keys its sections can be named by. */
export function readSectionQuestions(value: unknown, headings: readonly string[]): SectionQuestions {
  const byHeading = new Map<string, string[]>()
  const problems: string[] = []
  if (value === undefined || value === null) return { byHeading, problems }
  if (typeof value !== 'object' || Array.isArray(value)) {
    problems.push('questions must map a heading to a list of questions')
    return { byHeading, problems }
  }
  const known = new Set(headings)
  for (const [heading, list] of Object.entries(value as Record<string, unknown>)) {
    const key = headingKey(heading)
    if (!known.has(key)) {
      problems.push(`questions: "${heading}" is not a heading of the page`)
      continue
    }
    if (!Array.isArray(list) || !list.every((q) => typeof q === 'string' && q.trim() !== '')) {
      problems.push(`questions: "${heading}" must list strings`)
      continue
    }
    const questions = list.map((q: string) => q.replace(/\s+/g, ' ').trim())
    if (questions.length > MAX_SECTION_QUESTIONS)
      problems.push(`questions: "${heading}" has ${questions.length} (at most ${MAX_SECTION_QUESTIONS})`)
    for (const q of questions) {
      if ([...q].length > MAX_SECTION_QUESTION_CHARS)
        problems.push(`questions: "${q}" is longer than ${MAX_SECTION_QUESTION_CHARS} characters`)
      if (headingKey(q) === key) problems.push(`questions: "${q}" repeats its heading`)
    }
    if (new Set(questions.map(headingKey)).size !== questions.length)
      problems.push(`questions: "${heading}" lists a question twice`)
    byHeading.set(key, [...(byHeading.get(key) ?? []), ...questions])
  }
  return { byHeading, problems }
}
