// The repository's own ESLint rules, registered as the `local` plugin in eslint.config.js and proved by
// tests/unit/lint/ (size-limits.test.ts, ticket-numbers.test.ts, one-home.test.ts).
import { oneHome } from './one-home.js'
import { findTicketNumbers } from './ticket-numbers.js'

/** Issue and ticket numbers in comments, strings, template literals, JSX text and Vue template comments. */
const noTicketNumbers = {
  meta: {
    type: 'suggestion',
    docs: { description: 'No issue or ticket numbers in code, tests or their comments.' },
    schema: [],
    messages: {
      ticket:
        "'{{match}}' is an issue or ticket number: say what the code does and why, not which ticket asked for it.",
    },
  },
  create(context) {
    const sourceCode = context.sourceCode
    const check = (text, loc) => {
      for (const { match } of findTicketNumbers(text)) context.report({ loc, messageId: 'ticket', data: { match } })
    }
    return {
      Program(program) {
        for (const comment of sourceCode.getAllComments()) check(comment.value, comment.loc)
        // A .vue file's template comments (<!-- … -->), which the script's comment list does not hold.
        for (const comment of program.templateBody?.comments ?? []) check(comment.value, comment.loc)
      },
      Literal(node) {
        // A string that is only #N is a token (the name of a numeric HTML entity, a fragment), not a sentence.
        if (typeof node.value === 'string' && !/^#\d+$/.test(node.value)) check(node.value, node.loc)
      },
      TemplateElement(node) {
        check(node.value.cooked ?? node.value.raw, node.loc)
      },
      JSXText(node) {
        check(node.value, node.loc)
      },
    }
  },
}

/**
 * The lines of a .vue file's <script> blocks, blank lines and comment-only lines skipped (as `max-lines`
 * counts a .ts file with skipBlankLines and skipComments). Core `max-lines` would count the whole SFC,
 * template and styles included, and eslint-plugin-vue's `max-lines-per-block` cannot skip comments.
 */
const maxScriptLines = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A .vue file’s <script> holds at most `max` lines of code.' },
    schema: [{ type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, additionalProperties: false }],
    messages: { tooMany: '<script> has too many lines ({{lines}}). Maximum allowed is {{max}}.' },
  },
  create(context) {
    const max = context.options[0]?.max ?? 400
    const sourceCode = context.sourceCode
    return {
      Program() {
        const fragment = sourceCode.parserServices.getDocumentFragment?.()
        if (!fragment) return
        // The file's text with every script comment blanked out, so a comment-only line reads as blank.
        let text = sourceCode.text
        for (const c of sourceCode.getAllComments())
          text =
            text.slice(0, c.range[0]) +
            text.slice(c.range[0], c.range[1]).replace(/[^\n]/g, ' ') +
            text.slice(c.range[1])
        const lines = text.split('\n')
        let count = 0
        let first = null
        for (const block of fragment.children) {
          if (block.type !== 'VElement' || block.name !== 'script') continue
          first ??= block
          // The lines between the opening and the closing tag.
          for (let line = block.loc.start.line + 1; line < block.loc.end.line; line++)
            if (lines[line - 1]?.trim()) count++
        }
        if (first && count > max)
          context.report({ loc: first.startTag.loc, messageId: 'tooMany', data: { lines: count, max } })
      },
    }
  },
}

export default {
  meta: { name: 'local' },
  rules: { 'no-ticket-numbers': noTicketNumbers, 'max-script-lines': maxScriptLines, 'one-home': oneHome },
}
