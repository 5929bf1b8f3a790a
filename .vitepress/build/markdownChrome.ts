import type { MarkdownOptions } from 'vitepress'
import { localeOfSourcePath } from '../../src/contracts/locale'
import { vitepressStrings } from '../theme/support/vitepressStrings'

/** The copy button VitePress's fence rule writes, titled by `markdown.codeCopyButtonTitle` (config.ts). */
const COPY_BUTTON = `<button title="${vitepressStrings.zh.copyCode}" class="copy">`
/** The anchor label VitePress gives a heading's permalink (its markdown-it-anchor `renderAttrs`). */
const PERMALINK = /^Permalink to "([\s\S]*)"$/

/**
 * The two labels VitePress's Markdown renderer writes in one language for the whole site, made the
 * page's: the copy button's title (VitePress's option gives it in Chinese; English pages get theirs)
 * and a heading anchor's "Permalink to …". Wraps the rules VitePress has set up, as the link rule in
 * config.ts does; the build fails on a page where a label is not the one this replaces.
 */
export function localiseMarkdownChrome(md: Parameters<NonNullable<MarkdownOptions['config']>>[0]): void {
  const { fence, link_open: linkOpen } = md.renderer.rules
  if (!fence || !linkOpen)
    throw new Error('localiseMarkdownChrome: VitePress no longer sets the fence and link_open rules')
  md.renderer.rules.fence = (tokens, idx, options, env: { relativePath?: string }, self) => {
    const html = fence(tokens, idx, options, env, self)
    if (!html.includes('class="copy"')) return html
    if (!html.includes(COPY_BUTTON))
      throw new Error(`localiseMarkdownChrome: ${env.relativePath}: a code block's copy button is not ${COPY_BUTTON}`)
    const locale = localeOfSourcePath(env.relativePath ?? '')
    return html.replace(
      COPY_BUTTON,
      `<button title="${md.utils.escapeHtml(vitepressStrings[locale].copyCode)}" class="copy">`,
    )
  }
  md.renderer.rules.link_open = (tokens, idx, options, env: { relativePath?: string }, self) => {
    const token = tokens[idx]
    if (token?.attrGet('class')?.split(' ').includes('header-anchor')) {
      const label = PERMALINK.exec(token.attrGet('aria-label') ?? '')
      if (!label)
        throw new Error(
          `localiseMarkdownChrome: ${env.relativePath}: a heading anchor's label is not "Permalink to …": ${token.attrGet('aria-label')}`,
        )
      token.attrSet(
        'aria-label',
        vitepressStrings[localeOfSourcePath(env.relativePath ?? '')].permalinkTo(label[1] ?? ''),
      )
    }
    return linkOpen(tokens, idx, options, env, self)
  }
}
