// `local/one-home`: the small rules the site's layers share each have one home (HOMES), and a second
// definition anywhere else is reported, by its name or by a shape the rule recognises. A copy that must
// stay (a function inlined in the page head, which cannot import) is exempted where it stands, with
// `// eslint-disable-next-line local/one-home -- why`. Proved by tests/unit/lint/one-home.test.ts.

/**
 * Each shared rule: the helper's name, the file that defines it, the names a copy would go by, and
 * which shapes mark a copy whatever it is called (see SHAPES).
 */
export const HOMES = [
  {
    helper: 'isObject',
    home: 'src/contracts/json.ts',
    names: ['isObject', 'isRecord', 'isPlainObject', 'isJsonObject'],
  },
  { helper: 'escapeHtml', home: 'src/contracts/text.ts', names: ['escapeHtml', 'escapeHTML', 'htmlEscape'] },
  { helper: 'unescapeHtml', home: 'src/contracts/unescape-html.ts', names: ['unescapeHtml', 'unescapeHTML'] },
  { helper: 'isImeComposing', home: 'src/contracts/keyboard.ts', names: ['isImeComposing', 'isComposing'] },
  { helper: 'localeOfSitePath', home: 'src/contracts/locale.ts', names: ['localeOfSitePath', 'localeOfPath'] },
  { helper: 'pageKind', home: 'src/contracts/page-kind.ts', names: ['pageKind', 'pageKindOf'] },
]

const byHelper = Object.fromEntries(HOMES.map((h) => [h.helper, h]))
const byName = new Map(HOMES.flatMap((h) => h.names.map((name) => [name, h])))

const literal = (node) => (node?.type === 'Literal' ? node.value : undefined)
const keyOf = (prop) => (prop.key.type === 'Identifier' && !prop.computed ? prop.key.name : literal(prop.key))

/**
 * Shapes that are a copy whatever their name: an object mapping `&` to `&amp;` (an escape table) or
 * back (an unescape table); a read of `isComposing` or a comparison of `keyCode` with 229 (an IME
 * guard); the regular expression that reads the locale from a site path; in shipped code (KIND_SCOPE),
 * a path rule of the page kinds (`posts/`, `changelog.md`, the FAQ page's path).
 */
const SHAPES = {
  ObjectExpression(node) {
    for (const prop of node.properties) {
      if (prop.type !== 'Property') continue
      const key = keyOf(prop)
      const value = literal(prop.value)
      if (key === '&' && value === '&amp;') return 'escapeHtml'
      if (key === '&amp;' && value === '&') return 'unescapeHtml'
    }
    return null
  },
  MemberExpression(node) {
    return !node.computed && node.property.type === 'Identifier' && node.property.name === 'isComposing'
      ? 'isImeComposing'
      : null
  },
  BinaryExpression(node) {
    if (!['===', '==', '!==', '!='].includes(node.operator)) return null
    const sides = [node.left, node.right]
    const keyCode = sides.some((s) => s.type === 'MemberExpression' && s.property.name === 'keyCode')
    return keyCode && sides.some((s) => literal(s) === 229) ? 'isImeComposing' : null
  },
  Literal(node) {
    if (node.regex) {
      const source = node.regex.pattern
      if (/^\^\\\/en\((?:\?:)?\\\/\|\$\)/.test(source)) return 'localeOfSitePath'
      return /posts\\\/|changelog\\\.md/.test(source) ? 'pageKind' : null
    }
    return typeof node.value === 'string' && /(^|\/)support\/faq\.(?:md|html)$/.test(node.value) ? 'pageKind' : null
  },
}

/** Where a page-kind path rule is a copy; bench and the test kit name pages in their expectations. */
const KIND_SCOPE = /^(?:src|\.vitepress)\//

/** A definition's name: `const x = …`, `function x() {}`, a class method or object property holding a function. */
function definedName(node) {
  if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier') return node.id.name
  if (node.type === 'FunctionDeclaration' && node.id) return node.id.name
  return null
}

/** The file's path from the repository root, `/`-separated. */
function repoPath(context) {
  const file = context.physicalFilename.split('\\').join('/')
  const cwd = context.cwd.split('\\').join('/').replace(/\/?$/, '/')
  return file.startsWith(cwd) ? file.slice(cwd.length) : file
}

export const oneHome = {
  meta: {
    type: 'problem',
    docs: { description: 'A rule the layers share (HOMES) is defined once, in its home; others import it.' },
    schema: [],
    messages: {
      named: "'{{name}}' is {{helper}}, defined once in {{home}}: import it from there.",
      shaped: 'This is a copy of {{helper}}, defined once in {{home}}: import it from there.',
    },
  },
  create(context) {
    const file = repoPath(context)
    const reportShape = (node, helper) => {
      const h = byHelper[helper]
      if (!h || h.home === file || (helper === 'pageKind' && !KIND_SCOPE.test(file))) return
      context.report({ node, messageId: 'shaped', data: { helper, home: h.home } })
    }
    const reportName = (node) => {
      const name = definedName(node)
      const h = name ? byName.get(name) : undefined
      if (h && h.home !== file)
        context.report({ node, messageId: 'named', data: { name, helper: h.helper, home: h.home } })
    }
    const visitors = { VariableDeclarator: reportName, FunctionDeclaration: reportName }
    for (const [type, shape] of Object.entries(SHAPES)) {
      visitors[type] = (node) => {
        const helper = shape(node)
        if (helper) reportShape(node, helper)
      }
    }
    return visitors
  },
}
