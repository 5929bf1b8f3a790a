import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfigWithTheme, type DefaultTheme, type HeadConfig } from 'vitepress'
import { BANNER_RESHOW_AFTER_MS, BANNER_STORAGE_KEY } from './navigation/banner'
import { flyouts } from './navigation/flyouts'
import { flyoutsEn } from './navigation/flyouts.en'
import { enSidebarMulti, zhSidebar } from './navigation/sidebars'
import { site } from './site'
import { writeRedirectStubs } from './build/redirectStubs'
import { writeServerCard } from './build/serverCard'
import { resolveRelated, siteCatalogue } from './build/related'
import { isApiReferenceLink } from './theme/support/apiReferenceLinks'
import {
  apiStateDevPlugin,
  devStateUrl,
  injectReference,
  renderCached,
  viewerChunks,
  writeState,
} from './build/apiReference'
import { linkCollapsibleGroupsMulti } from './build/sidebarGroups'
import { buildSearchArtifacts } from '../src/indexer/build'
import { writeBuildManifest } from '../src/indexer/build-manifest'
import { buildMarkdownArtifacts, htmlDirective, markdownPathOf, withHtmlDirective } from '../src/exporter'
import {
  localeOfSourcePath,
  pageKind,
  SEARCH_INDEX_META_NAME,
  SEARCH_INDEX_PLACEHOLDER,
  type Locale,
} from '../src/contracts'
import { keywordsMetaContent } from '../src/indexer/records'
import { markdownListings } from './build/markdownListings'
import { markLocalNavWithOutline } from './build/localNavState'
import { HOME_LAYOUT_CHUNK, preloadLayoutChunk } from './build/layoutPreload'
import { factsMarkdownPlugin } from './plugins/facts'
import { isBannerVisible } from './theme/support/bannerState'
import { earlyShortcutScript } from './theme/support/searchShortcut'
import { dockHeadScript } from '../src/island-contract/dock'
import { readTimeMinutes } from './theme/support/catalogue'
import { vitepressChrome, vitepressStrings } from './theme/support/vitepressStrings'
import { localiseMarkdownChrome } from './build/markdownChrome'
import type { ThemeConfig } from './theme/types'

const root = fileURLToPath(new URL('..', import.meta.url))
const srcDir = path.join(root, 'docs')

/** zh pages (relative paths) whose English counterpart exists under docs/en/. */
function translatedPaths(): string[] {
  const enDir = path.join(srcDir, 'en')
  if (!fs.existsSync(enDir)) return []
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
      const p = path.join(dir, d.name)
      return d.isDirectory()
        ? walk(p)
        : d.name.endsWith('.md')
          ? [path.relative(enDir, p).split(path.sep).join('/')]
          : []
    })
  return walk(enDir).filter((rel) => fs.existsSync(path.join(srcDir, rel)))
}

// Runs before first paint: decides the banner from storage so the layout never shifts.
const bannerHeadScript = `(function(){var show=true;try{show=(${isBannerVisible.toString()})(localStorage.getItem(${JSON.stringify(
  BANNER_STORAGE_KEY,
)}),Date.now(),${BANNER_RESHOW_AFTER_MS})}catch(e){}if(show)document.documentElement.classList.add('with-banner')})()`

// What a code block's copy button shows once it copied: VitePress draws it from this CSS variable.
const copiedTextStyle = (locale: Locale): HeadConfig => [
  'style',
  {},
  `html:root{--vp-code-copy-copied-text-content:${JSON.stringify(vitepressStrings[locale].copied)}}`,
]

const flyoutNav = (locale: Locale): DefaultTheme.NavItem[] =>
  (locale === 'en' ? flyoutsEn : flyouts).map((f) => ({
    component: 'NavFlyout',
    props: { flyoutId: f.id, text: f.text, locale },
  }))

// Only the search-only key reaches the browser; the admin key is the sync CLI's alone.
const typesense =
  site.search.nodes.length > 0 && site.search.searchApiKey
    ? {
        nodes: site.search.nodes,
        nearestNode: site.search.nearestNode,
        apiKey: site.search.searchApiKey,
        connectionTimeoutSeconds: site.search.connectionTimeoutSeconds,
        docsCollection: site.search.docsCollection,
        faqCollection: site.search.faqCollection,
        embeddingField: site.search.embeddingField,
        languageField: site.search.languageField,
        conversationModels: site.search.conversationModels,
      }
    : null

const shared: Pick<ThemeConfig, 'site' | 'translatedPaths' | 'search'> = {
  search: { typesense },
  site: {
    brandName: site.brandName,
    brandNameEn: site.brandNameEn,
    companyName: site.companyName,
    companyNameEn: site.companyNameEn,
    consoleHost: site.consoleHost,
    rechargePath: site.rechargePath,
    icp: site.icp,
    publicSecurity: site.publicSecurity,
    analyticsGlobal: site.analyticsGlobal,
  },
  translatedPaths: translatedPaths(),
}

export default defineConfigWithTheme<ThemeConfig>({
  srcDir: 'docs',
  // A second output directory lets the tests build the Typesense-configured variant beside the default.
  outDir: process.env.DOCS_OUT_DIR || '.vitepress/dist',
  srcExclude: ['**/README.md'],
  lang: 'zh-CN',
  title: site.brandName,
  description: 'AI 算力与大模型服务平台的产品文档、API 参考与教程',
  cleanUrls: false,
  lastUpdated: false,
  // Site data and the page hash map (≈ 6.7 KB gzip) go to one cached chunk instead of every page's HTML:
  // inline, they pushed a doc page past TCP's first congestion window (≈ 14.6 KB), one more round trip
  // before first paint on a phone, and were downloaded again on every page.
  metaChunk: true,
  // VueUse's colour mode freezes transitions around every update of <html>'s class, the first one at
  // load included, by adding a style and forcing a style recalculation of the whole page; twice per
  // load, on an API reference a third of its blocking time on a phone. The switch in Layout.vue freezes
  // them around the reader's toggle only.
  appearance: { disableTransition: false },
  sitemap: { hostname: site.siteUrl },
  vite: { configFile: path.join(root, 'vite.config.ts'), plugins: [apiStateDevPlugin(path.join(root, 'public'))] },
  markdown: {
    // GitHub's high-contrast palettes: the default ones' greens and greys fall under WCAG AA on code blocks.
    theme: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
    // The copy button's title; English pages get theirs from localiseMarkdownChrome.
    codeCopyButtonTitle: vitepressStrings.zh.copyCode,
    config(md) {
      // [[fact:id]] tokens (docs/facts.yaml) are filled in before the page is parsed.
      md.use(factsMarkdownPlugin(srcDir))
      localiseMarkdownChrome(md)
      // API references open in a new tab wherever they are linked, the pages' own links included.
      // Added around VitePress's own rule, which normalises the link and checks it is not dead (it
      // skips links that already carry a target).
      const linkOpen = md.renderer.rules.link_open!
      md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
        const href = tokens[idx]!.attrGet('href')
        const html = linkOpen(tokens, idx, options, env, self)
        return href?.startsWith('/') && isApiReferenceLink(href)
          ? html.replace(/^<a /, '<a target="_blank" rel="noopener noreferrer" ')
          : html
      }
    },
  },
  head: [
    ['link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }],
    ['meta', { name: 'theme-color', content: '#3451e0' }],
    // What must run before first paint, as one inline script (one gzip stream, not four: every page
    // carries it): the banner's visibility; Ctrl/Cmd+K or / pressed before the theme mounts (the search
    // control opens for it); clicks, hovers and focus on the nav menus before the theme runs (the menus
    // replay them); the docked assistant's room for a `?ask=` link.
    ['script', {}, [bannerHeadScript, earlyShortcutScript(), dockHeadScript()].join(';')],
    // URL of the embedded search index of the page's locale (filled in at build end).
    ['meta', { name: SEARCH_INDEX_META_NAME, content: SEARCH_INDEX_PLACEHOLDER }],
  ],
  locales: {
    root: {
      label: '简体中文',
      lang: 'zh-CN',
      head: [copiedTextStyle('zh')],
      // site, translatedPaths and search come from the top-level themeConfig, which VitePress merges in.
      themeConfig: {
        nav: flyoutNav('zh'),
        sidebar: linkCollapsibleGroupsMulti(zhSidebar),
        ...vitepressChrome('zh'),
        notFound: { code: '404', title: 'PAGE NOT FOUND', linkText: '返回首页' },
      } as ThemeConfig,
    },
    en: {
      label: 'English',
      lang: 'en-US',
      head: [copiedTextStyle('en')],
      link: '/en/',
      title: site.brandNameEn,
      description: 'Product documentation, API reference and tutorials of the AI compute and model-service platform',
      themeConfig: {
        nav: flyoutNav('en'),
        siteTitle: site.brandNameEn,
        sidebar: linkCollapsibleGroupsMulti(enSidebarMulti),
        ...vitepressChrome('en'),
      } as ThemeConfig,
    },
  },
  themeConfig: {
    ...shared,
    logo: { src: '/logo-mark.svg', alt: '' },
    siteTitle: site.brandName,
    i18nRouting: true,
    outline: { level: 2 },
  },
  async transformPageData(pageData) {
    // Readers' section questions are the search index's, which reads them from the source: no page ships them.
    delete pageData.frontmatter.questions
    // API references (drawn by the ApiReference layout): rendered here at build time (a document that fails stops the build with its
    // file and reason); the page learns where its viewer's state is.
    const kind = pageKind(pageData.relativePath, pageData.frontmatter)
    const spec = pageData.frontmatter.spec
    if (kind === 'api-reference' && pageData.frontmatter.layout === 'ApiReference' && typeof spec === 'string') {
      pageData.frontmatter.apiState =
        process.env.NODE_ENV === 'production'
          ? (await renderCached(path.join(root, 'public', spec), spec, localeOfSourcePath(pageData.relativePath)))
              .stateUrl
          : devStateUrl(spec)
    }
    // Posts show their reading time; computed here so no page ships the whole catalogue for it.
    if (kind === 'post') {
      const file = path.join(srcDir, pageData.relativePath)
      if (fs.existsSync(file)) pageData.frontmatter.readTime = readTimeMinutes(fs.readFileSync(file, 'utf8'))
    }
    // Related reading named by slug: resolved here, so a misspelt slug fails the build with the file.
    if (pageData.frontmatter.related !== undefined) {
      pageData.frontmatter.relatedCards = resolveRelated(
        `docs/${pageData.relativePath}`,
        pageData.frontmatter.related,
        siteCatalogue(srcDir),
      )
    }
  },
  // Every page names its Markdown copy (written at build end) for tools that read Markdown; its
  // readers' keywords go to a meta tag, where the search indexer reads them with the description.
  transformHead({ pageData, siteConfig }) {
    if (pageData.isNotFound || !siteConfig.pages.includes(pageData.relativePath)) return
    const head: HeadConfig[] = [
      [
        'link',
        {
          rel: 'alternate',
          type: 'text/markdown',
          href: siteConfig.site.base + markdownPathOf(pageData.relativePath).slice(1),
        },
      ],
    ]
    const keywords = keywordsMetaContent(pageData.frontmatter.keywords)
    if (keywords) head.push(['meta', { name: 'keywords', content: keywords }])
    return head
  },
  async transformHtml(rendered, _file, { pageData, siteConfig, page }) {
    // Every page tells an agent reading its source where the docs' index and this page's Markdown are.
    const base = siteConfig.site.base
    const directed =
      pageData.isNotFound || !siteConfig.pages.includes(pageData.relativePath)
        ? rendered
        : withHtmlDirective(
            rendered,
            htmlDirective(
              localeOfSourcePath(pageData.relativePath),
              base,
              base + markdownPathOf(pageData.relativePath).slice(1),
            ),
          )
    const marked = markLocalNavWithOutline(directed)
    const html =
      pageKind(pageData.relativePath, pageData.frontmatter) === 'home'
        ? preloadLayoutChunk(marked, siteConfig.outDir, siteConfig.site.base, HOME_LAYOUT_CHUNK)
        : marked
    const spec = pageData.frontmatter.spec
    if (!pageData.frontmatter.apiState || typeof spec !== 'string') return html
    const ref = await renderCached(path.join(root, 'public', spec), spec, localeOfSourcePath(pageData.relativePath))
    writeState(siteConfig.outDir, ref)
    return injectReference(
      html,
      page,
      ref,
      viewerChunks(siteConfig.outDir, base).filter((href) => !html.includes(`"${href}"`)),
    )
  },
  async buildEnd(config) {
    // The names this build searches under, for the sync's final check (src/indexer/build-manifest.ts).
    await writeBuildManifest(config.outDir, typesense)
    await buildSearchArtifacts({
      srcDir: config.srcDir,
      outDir: config.outDir,
      pages: config.pages,
      base: config.site.base,
      log: (line) => console.log(line),
    })
    await buildMarkdownArtifacts({
      srcDir: config.srcDir,
      outDir: config.outDir,
      pages: config.pages,
      base: config.site.base,
      siteUrl: site.siteUrl,
      listings: markdownListings(config.site, config.srcDir, flyouts),
      log: (line) => console.log(line),
    })
    await writeRedirectStubs(config.outDir, config.site.base)
    await writeServerCard(config.outDir, site.siteUrl, site.brandName)
  },
})
