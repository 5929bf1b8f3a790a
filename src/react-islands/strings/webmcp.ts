/**
 * Texts of the tools the page offers an agent driving the browser (WebMCP, webmcp.ts). One set for
 * both locales: an agent reads the description in whichever language it works in, and a page's tools
 * stay the same while the reader moves between the Chinese and English pages.
 */
export const WEBMCP_TEXTS = {
  search: {
    title: '搜索文档 / Search the docs',
    description:
      '用本站的搜索（与搜索框相同）查找文档，返回最相关的章节：标题、链接和摘要。中文页面最全；英文页面只覆盖常用内容。' +
      ' Searches these docs with the site’s own search (the same as its search box) and returns the best sections: title, link and excerpt. The Chinese pages are complete; the English ones cover the essentials.',
    query: '要搜索的词或问题 / words or a question to search for',
  },
  read: {
    title: '阅读页面 / Read a page',
    description:
      '返回本页（或本站另一页）的 Markdown 原文。 Returns the Markdown of this page, or of another page of this site.',
    urlOrPath:
      '本站页面的路径或完整链接，省略则为当前页面 / a path or full URL of a page of this site; this page when left out',
  },
  ask: {
    title: '向文档提问 / Ask the docs',
    description:
      '向本站的 AI 问答提问（与页面上的 AI 问答相同）：返回回答和来源。未接入模型时，回答是文档原句的引用；文档没有涉及时会明确说明。' +
      ' Asks the site’s assistant (the same as its AI tab) and returns the answer with its sources. Without a model, the answer quotes the docs’ own sentences, and says so when the docs do not cover the question.',
    question: '问题 / the question',
    thisPage: '只就当前页面提问 / ask about the current page only',
  },
  errors: {
    emptyQuery: 'query 不能为空 / query must not be empty',
    emptyQuestion: 'question 不能为空 / question must not be empty',
    tooLong: (max: number) => `输入最多 ${max} 个字符 / input is at most ${max} characters`,
    otherSite: (origin: string) => `只能读取本站（${origin}）的页面 / only pages of this site (${origin}) can be read`,
    noPage: (path: string) => `没有这个页面：${path} / no page at ${path}`,
  },
} as const
