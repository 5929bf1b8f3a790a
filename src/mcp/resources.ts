/**
 * The pages as MCP resources: one per page of llms.txt (Chinese, then English, by product area), its
 * URI the Markdown copy's URL on the site, read through the same address check as read_page. The
 * list is paged by opaque cursor; a template names any page's Markdown copy by path.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import {
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type Resource,
} from '@modelcontextprotocol/sdk/types.js'
import { LOCALES } from '../contracts/locale'
import { decodeCursor, pageOf } from './cursor'
import { DocsError } from './errors'
import type { DocsSite } from './docs'

/** Resources per resources/list page. */
export const RESOURCE_PAGE_SIZE = 50
/** JSON-RPC error of a resource that does not exist (MCP spec, resources: error handling). */
const RESOURCE_NOT_FOUND = -32002
const MARKDOWN = 'text/markdown'

/** A DocsError as the JSON-RPC error a resource request answers with. */
function rpcError(err: unknown): McpError {
  if (err instanceof McpError) return err
  if (!(err instanceof DocsError)) return new McpError(ErrorCode.InternalError, String(err))
  const code =
    err.kind === 'page_not_found'
      ? RESOURCE_NOT_FOUND
      : err.kind === 'invalid_input'
        ? ErrorCode.InvalidParams
        : ErrorCode.InternalError
  return new McpError(code, `[${err.kind}] ${err.message}`)
}

const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work()
  } catch (err) {
    throw rpcError(err)
  }
}

/** Every page of both locales' llms.txt as a resource (a locale without one is left out, not an error). */
async function pageResources(site: DocsSite): Promise<Resource[]> {
  const out: Resource[] = []
  for (const locale of LOCALES) {
    const areas = await site.listPages(undefined, locale).catch((err: unknown) => {
      if (locale !== 'zh' && err instanceof DocsError && err.kind === 'not_a_docs_site') return []
      throw err
    })
    for (const a of areas)
      for (const p of a.pages)
        out.push({
          uri: p.markdownUrl,
          name: p.markdownUrl.replace(/^https?:\/\/[^/]+\//, ''),
          title: p.title,
          description: `${a.area}: ${p.description}`,
          mimeType: MARKDOWN,
        })
  }
  return out
}

export function registerResources(server: McpServer, site: DocsSite): void {
  const low = server.server
  low.registerCapabilities({ resources: {} })
  low.setRequestHandler(ListResourcesRequestSchema, (request) =>
    guarded(async () => {
      const c = request.params?.cursor
      const offset = c ? decodeCursor(c, 'resources', '') : 0
      const { page, nextCursor } = pageOf(await pageResources(site), offset, RESOURCE_PAGE_SIZE, 'resources', '')
      return nextCursor ? { resources: page, nextCursor } : { resources: page }
    }),
  )
  low.setRequestHandler(ListResourceTemplatesRequestSchema, () =>
    guarded(async () => ({
      resourceTemplates: [
        {
          uriTemplate: `${(await site.publicOrigin()) || ''}/{+path}.md`,
          name: 'page',
          title: '文档页面的 Markdown / A page’s Markdown',
          description: 'Any page’s Markdown copy by its path (Chinese at the root, English under en/).',
          mimeType: MARKDOWN,
        },
      ],
    })),
  )
  low.setRequestHandler(ReadResourceRequestSchema, (request) =>
    guarded(async () => {
      const page = await site.readPage(request.params.uri)
      return { contents: [{ uri: page.markdownUrl, mimeType: MARKDOWN, text: page.markdown }] }
    }),
  )
}
