import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  checkOpenApi,
  formatViolation,
  parseFacts,
  scanOpenApi,
  scanPage,
  type OpenApiDocument,
} from '../../../src/facts'
import { formatJsonPath, parseJsonPath, selectJsonPath } from '../../../src/facts/json-path'
import { loadFacts, loadOpenApiDocuments, OPENAPI_DIR, parseOpenApiDocument } from '../../../src/indexer/facts-file'

// The OpenAPI documents of the API reference state limits, defaults and codes as the pages do (CONTENT.md,
// "Facts as data"): each place a fact lists under `openapi:` is read and judged, and a planted wrong value
// is caught with its file, line and JSONPath.
const ROOT = path.resolve(__dirname, '../../..')
const facts = loadFacts(path.join(ROOT, 'docs'))
const documents = loadOpenApiDocuments(ROOT)
const text = (name: string) => fs.readFileSync(path.join(ROOT, OPENAPI_DIR, name), 'utf8')

/** The documents with one of them re-read from `planted` text. */
const withPlanted = (name: string, planted: string): OpenApiDocument[] =>
  documents.map((d) => (d.name === name ? parseOpenApiDocument(name, planted) : d))

describe('the real OpenAPI documents', () => {
  it('state every recorded fact they state with its recorded value', () => {
    expect(checkOpenApi(documents, facts).map(formatViolation).join('\n')).toBe('')
  })

  it('are read where the facts say: each source reads at least one value', () => {
    const read = new Set(scanOpenApi(documents, facts).map((s) => `${s.fact} ${s.file}`))
    const sources = facts.facts.flatMap((f) => f.openapi.map((o) => `${f.id} ${OPENAPI_DIR}/${o.file}`))
    expect(sources.length).toBeGreaterThanOrEqual(20)
    expect(sources.filter((s) => !read.has(s))).toEqual([])
  })

  it('have no prose a fact’s page phrasing reads at a place no source reads', () => {
    const read = new Set(scanOpenApi(documents, facts).map((s) => `${s.fact} ${s.file}:${s.line}`))
    const unread: string[] = []
    for (const d of documents) {
      const walk = (node: unknown, at: (string | number)[]) => {
        if (typeof node === 'string')
          for (const s of scanPage(node, 'docs/gen-studio/api/x.md', facts)) {
            const key = `${s.fact} ${d.file}:${d.lineOf(at)}`
            if (!read.has(key)) unread.push(`${key} ${formatJsonPath(at)}`)
          }
        else if (node && typeof node === 'object')
          for (const [k, v] of Object.entries(node)) walk(v, [...at, Array.isArray(node) ? Number(k) : k])
      }
      walk(d.doc, [])
    }
    expect(unread).toEqual([])
  })
})

interface Plant {
  name: string
  file: string
  from: string
  to: string
  fact: string
  path: string
  found: string
}

/** Each kind of value a source reads, planted wrong. */
const PLANTS: Plant[] = [
  {
    name: 'max_tokens defaulting to 256 (the earlier review’s case)',
    file: 'maas.yaml',
    from: "max_tokens: { type: integer, minimum: 1, default: 2048, description: '不填时默认 2,048，推理模型默认 8,192；输入与输出合计不能超过模型上下文' }\n        stop:",
    to: "max_tokens: { type: integer, minimum: 1, default: 256, description: '不填时默认 2,048，推理模型默认 8,192；输入与输出合计不能超过模型上下文' }\n        stop:",
    fact: 'default-max-tokens',
    path: '$.components.schemas.ChatCompletionRequest.properties.max_tokens.default',
    found: '256',
  },
  {
    name: 'max_tokens described as defaulting to 4,096',
    file: 'maas.yaml',
    from: "default: 2048, description: '不填时默认 2,048，",
    to: "default: 2048, description: '不填时默认 4,096，",
    fact: 'default-max-tokens',
    path: "$.paths['/completions'].post.requestBody.content['application/json'].schema.properties.max_tokens.description",
    found: '4,096',
  },
  {
    name: 'batch results kept 30 days',
    file: 'maas.yaml',
    from: '结果文件自任务完成起保留 7 天',
    to: '结果文件自任务完成起保留 30 天',
    fact: 'batch-result-retention',
    path: "$.paths['/files/{file_id}/content'].get.description",
    found: '30',
  },
  {
    name: 'batch priced at 60 % (a tag’s description)',
    file: 'maas.yaml',
    from: '价格为实时调用的 50 %',
    to: '价格为实时调用的 60 %',
    fact: 'batch-discount',
    path: '$.tags[4].description',
    found: '60',
  },
  {
    name: 'a first-token timeout of 300 seconds',
    file: 'maas.yaml',
    from: '600 秒内没有生成首个 Token',
    to: '300 秒内没有生成首个 Token',
    fact: 'gateway-first-token-timeout',
    path: '$.components.responses.GatewayTimeout.description',
    found: '300',
  },
  {
    name: 'cache hits at 50 % of the input price',
    file: 'maas.yaml',
    from: '命中缓存的输入 Token，按输入价的 10 % 计费',
    to: '命中缓存的输入 Token，按输入价的 50 % 计费',
    fact: 'context-cache-discount',
    path: '$.components.schemas.Usage.properties.prompt_cache_hit_tokens.description',
    found: '50',
  },
  {
    name: 'a 401 answered with the Forbidden response (through its $ref)',
    file: 'maas.yaml',
    from: "      responses:\n        '200':\n          description: 成功\n          content:\n            application/json:\n              schema:\n                type: object\n                properties:\n                  object: { type: string, enum: [list] }\n                  data:\n                    type: array\n                    items: { $ref: '#/components/schemas/Model' }\n        '401': { $ref: '#/components/responses/Unauthorized' }",
    to: "      responses:\n        '200':\n          description: 成功\n          content:\n            application/json:\n              schema:\n                type: object\n                properties:\n                  object: { type: string, enum: [list] }\n                  data:\n                    type: array\n                    items: { $ref: '#/components/schemas/Model' }\n        '401': { $ref: '#/components/responses/Forbidden' }",
    fact: 'error-invalid-api-key',
    path: "$.paths['/models'].get.responses['401'].description",
    found: 'permission_denied',
  },
  {
    name: 'the DeepSeek-V3.2 example priced at 2 / 4',
    file: 'maas.yaml',
    from: 'output: { type: number, example: 3.0 }',
    to: 'output: { type: number, example: 4.0 }',
    fact: 'price-deepseek-v32',
    path: '$.components.schemas.Model.properties.pricing.properties.input.example',
    found: '2 / 4',
  },
  {
    name: 'ComfyUI running 10 tasks at once',
    file: 'maas-comfyui.yaml',
    from: '默认每个租户同时运行 5 个任务',
    to: '默认每个租户同时运行 10 个任务',
    fact: 'comfy-api-concurrency',
    path: '$.info.description',
    found: '10',
  },
  {
    name: 'a full ComfyUI queue answered with 503',
    file: 'maas-comfyui.yaml',
    from: "'429': { $ref: '#/components/responses/QueueFull' }",
    to: "'503': { $ref: '#/components/responses/QueueFull' }",
    fact: 'error-rate-limit-exceeded',
    path: "$.paths.*.*.responses['429'].description",
    found: 'nothing at this path',
  },
  {
    name: 'a workflow_id example without wf_ (the source reads nothing)',
    file: 'maas-comfyui.yaml',
    from: 'example: wf_sdxl_poster',
    to: 'example: sdxl_poster',
    fact: 'comfy-workflow-id-prefix',
    path: "$.paths['/workflows/{workflow_id}/run'].post.parameters[*].schema.example",
    found: 'no text at this path matches ^(wf_)',
  },
]

describe('planted contradictions in the OpenAPI documents are caught', () => {
  it.each(PLANTS)('$name ($file)', ({ file, from, to, fact, path: jsonPath, found }) => {
    const original = text(file)
    expect(original, `${file} no longer contains the planted text`).toContain(from)
    const planted = original.replace(from, to)
    const violations = checkOpenApi(withPlanted(file, planted), facts)
    const v = violations.find((x) => x.fact === fact && x.path === jsonPath)
    expect(v, violations.map(formatViolation).join('\n')).toMatchObject({
      file: `${OPENAPI_DIR}/${file}`,
      found,
      recorded: facts.byId.get(fact)?.value.zh,
    })
    expect(violations.every((x) => x.fact === fact)).toBe(true)
  })

  it('names the file, the line, the JSONPath, what the document says and the recorded value', () => {
    const planted = text('maas.yaml').replace(PLANTS[0]!.from, PLANTS[0]!.to)
    const [v] = checkOpenApi(withPlanted('maas.yaml', planted), facts)
    const line = planted.split('\n').findIndex((l) => l.includes('default: 256')) + 1
    expect(v && formatViolation(v)).toBe(
      `public/openapi/maas.yaml:${line}  $.components.schemas.ChatCompletionRequest.properties.max_tokens.default  ` +
        'fact default-max-tokens: states "256", recorded "2,048（推理模型 8,192）"',
    )
  })

  it('reports a source naming a document that does not exist', () => {
    const set = parseFacts({
      facts: [
        {
          id: 'a-fact',
          category: 'quota',
          description: 'd',
          value: '1',
          agrees: ['1'],
          patterns: ['(\\d+) 卡'],
          openapi: [{ file: 'nope.yaml', path: '$.x' }],
        },
      ],
    })
    expect(checkOpenApi(documents, set).map(formatViolation)).toEqual([
      'public/openapi/nope.yaml:0  $.x  fact a-fact: states "no such OpenAPI document", recorded "1"',
    ])
  })
})

describe('the facts file’s openapi sources', () => {
  const withSource = (source: unknown) =>
    parseFacts({
      facts: [
        {
          id: 'a-fact',
          category: 'quota',
          description: 'd',
          value: '1',
          agrees: ['1'],
          patterns: ['(\\d+) 卡'],
          openapi: [source],
        },
      ],
    })

  it('are validated with the fact and field at fault', () => {
    expect(() => withSource({ file: 'maas.json', path: '$.a' })).toThrow(/a-fact\.openapi\[0\]: file is the name/)
    expect(() => withSource({ file: 'maas.yaml', path: 'a.b' })).toThrow(/must start with \$/)
    expect(() => withSource({ file: 'maas.yaml', path: "$.a['b" })).toThrow(/unterminated quoted key/)
    expect(() => withSource({ file: 'maas.yaml', path: '$.a', re: '默认' })).toThrow(/re captures the value/)
    expect(() => withSource({ file: 'maas.yaml', path: '$.a', compare: 'near' })).toThrow(/compare must be one of/)
    expect(() => withSource({ file: 'maas.yaml', path: '$.a', joined: true })).toThrow(/unknown field joined/)
    expect(() => withSource({ file: 'maas.yaml', path: '$.a', compare: 'step' })).toThrow(/needs the fact's step/)
  })
})

describe('the JSONPath of the sources', () => {
  const doc = {
    paths: {
      '/a': { get: { responses: { '401': { $ref: '#/components/responses/No' } } } },
      '/b': { post: { responses: { '401': { description: 'own' }, '200': { description: 'ok' } } } },
    },
    components: { responses: { No: { description: 'shared' } } },
    list: [{ n: 1 }, { n: 2 }],
  }
  const select = (p: string) => selectJsonPath(doc, parseJsonPath(p)).map((s) => [s.path, s.value, s.at.join('/')])

  it('reads keys, quoted keys, indexes and wildcards, following $refs to where the value is written', () => {
    expect(select("$.paths.*.*.responses['401'].description")).toEqual([
      ["$.paths['/a'].get.responses['401'].description", 'shared', 'components/responses/No/description'],
      ["$.paths['/b'].post.responses['401'].description", 'own', 'paths//b/post/responses/401/description'],
    ])
    expect(select("$.paths['/a'].get.responses['401'].$ref")).toEqual([
      ["$.paths['/a'].get.responses['401'].$ref", '#/components/responses/No', 'paths//a/get/responses/401/$ref'],
    ])
    expect(select('$.list[1].n')).toEqual([['$.list[1].n', 2, 'list/1/n']])
    expect(select('$.list[*].n').map(([, v]) => v)).toEqual([1, 2])
  })

  it('finds a member at any depth with .., and selects nothing where nothing is', () => {
    expect(select('$..description').map(([, v]) => v)).toEqual(['ok', 'own', 'shared'])
    expect(select('$.paths.nope.x')).toEqual([])
    expect(select('$.list[5]')).toEqual([])
  })
})
