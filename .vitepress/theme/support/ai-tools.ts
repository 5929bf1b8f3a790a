/**
 * The page menu's 在 AI 工具中使用本文档 dialog: its strings (zh, en) and the configuration each AI
 * tool takes to start the docs' MCP server for this site. Loaded with the dialog, never with the page.
 */
import type { Locale } from '../../../src/contracts/locale'
import { MCP_DOCS_PAGE, MCP_SERVER_NAME, mcpCommand } from '../../../src/contracts/mcp'

export type AiToolId = 'claude-code' | 'cursor' | 'vscode' | 'cli'

export interface AiToolConfig {
  id: AiToolId
  /** The tool's name, as its makers write it. */
  name: string
  /** Language of the snippet (for the code block's label). */
  lang: 'json' | 'sh'
  text: string
}

/** A stdio server entry as Claude Code (`.mcp.json`) and Cursor (`.cursor/mcp.json`) list it. */
const stdioEntry = (origin: string) => {
  const [command, ...args] = mcpCommand(origin)
  return { command, args }
}

/** The configuration of each tool for the site at `origin`, in the dialog's order. */
export function aiToolConfigs(origin: string): AiToolConfig[] {
  const json = (value: unknown) => JSON.stringify(value, null, 2)
  return [
    {
      id: 'claude-code',
      name: 'Claude Code',
      lang: 'json',
      text: json({ mcpServers: { [MCP_SERVER_NAME]: stdioEntry(origin) } }),
    },
    {
      id: 'cursor',
      name: 'Cursor',
      lang: 'json',
      text: json({ mcpServers: { [MCP_SERVER_NAME]: stdioEntry(origin) } }),
    },
    // VS Code's mcp.json names its servers under `servers`, each with its transport type.
    {
      id: 'vscode',
      name: 'VS Code',
      lang: 'json',
      text: json({ servers: { [MCP_SERVER_NAME]: { type: 'stdio', ...stdioEntry(origin) } } }),
    },
    { id: 'cli', name: '', lang: 'sh', text: mcpCommand(origin).join(' ') },
  ]
}

const zh = {
  title: '在 AI 工具中使用本文档',
  intro:
    '本站提供 MCP 服务器。把下面的配置加入你的 AI 编程工具，它就能搜索、阅读本文档，并向文档的 AI 助手提问。需要 Node.js 20 或更高版本。',
  where: {
    'claude-code': '保存为项目根目录的 .mcp.json',
    cursor: '保存为 .cursor/mcp.json（全局：~/.cursor/mcp.json）',
    vscode: '保存为 .vscode/mcp.json',
    cli: '其他支持 stdio 的 MCP 客户端，用这条命令启动服务器',
  } satisfies Record<AiToolId, string>,
  cliName: '命令行',
  copy: '复制',
  copyLabel: (name: string) => `复制 ${name} 配置`,
  copied: '已复制',
  failed: '复制失败，请手动选择文本复制',
  close: '关闭',
  learnMore: '了解这些工具能做什么',
}

export type AiToolsText = typeof zh

const en: AiToolsText = {
  title: 'Use these docs in your AI tool',
  intro:
    'This site has an MCP server. Add the configuration below to your AI coding tool and it can search and read these docs and ask the docs’ AI assistant. Needs Node.js 20 or later.',
  where: {
    'claude-code': 'Save as .mcp.json at your project’s root',
    cursor: 'Save as .cursor/mcp.json (for every project: ~/.cursor/mcp.json)',
    vscode: 'Save as .vscode/mcp.json',
    cli: 'Any other MCP client that starts a stdio server: this command',
  },
  cliName: 'Command line',
  copy: 'Copy',
  copyLabel: (name: string) => `Copy the ${name} configuration`,
  copied: 'Copied',
  failed: 'Copy failed: select the text and copy it by hand',
  close: 'Close',
  learnMore: 'What these tools can do',
}

export const aiToolsText: Record<Locale, AiToolsText> = { zh, en }

/** The docs page about the server, in the reader's locale. */
export const aiToolsDocsPath = (locale: Locale) => `${locale === 'en' ? '/en/' : '/'}${MCP_DOCS_PAGE}.html`
