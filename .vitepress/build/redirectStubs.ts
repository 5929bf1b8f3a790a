import fs from 'node:fs/promises'
import path from 'node:path'
import { escapeHtml } from '../../src/contracts/text'
import { legacyPrefixRedirects, legacyRedirects } from '../navigation/redirects'
import { site } from '../site'

/** A page that sends readers (and crawlers) on, with or without JavaScript. */
export function redirectStubHtml(target: string, canonicalOrigin: string): string {
  const href = escapeHtml(target)
  const canonical = escapeHtml(canonicalOrigin + target)
  // JSON.stringify + </ escape keeps the target inert inside <script>.
  const js = JSON.stringify(target).replace(/</g, '\\u003c')
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>页面已移动</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${href}">
<link rel="canonical" href="${canonical}">
<script>location.replace(${js} + location.search + location.hash)</script>
</head>
<body>
<p>此页面已移动到 <a href="${href}">${href}</a>。</p>
</body>
</html>
`
}

const fileFor = (outDir: string, urlPath: string) =>
  path.join(outDir, ...(urlPath.endsWith('/') ? urlPath + 'index.html' : urlPath).split('/').filter(Boolean))

async function listHtml(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => [])
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? listHtml(path.join(dir, e.name))
        : Promise.resolve(e.name.endsWith('.html') ? [path.join(dir, e.name)] : []),
    ),
  )
  return nested.flat()
}

/** Writes static redirect pages at every legacy path into the build output; returns their count. */
export async function writeRedirectStubs(outDir: string, base = '/'): Promise<number> {
  const prefix = base.replace(/\/$/, '')
  const stubs = new Map<string, string>()
  for (const rule of legacyRedirects) stubs.set(fileFor(outDir, rule.from), prefix + rule.to)
  for (const rule of legacyPrefixRedirects) {
    const targetDir = fileFor(outDir, rule.to).replace(/index\.html$/, '')
    for (const file of await listHtml(targetDir)) {
      const rel = path.relative(targetDir, file).split(path.sep).join('/')
      const targetPath = rule.to + rel.replace(/(^|\/)index\.html$/, '$1')
      stubs.set(fileFor(outDir, rule.from + rel), prefix + targetPath)
    }
  }
  for (const [file, target] of stubs) {
    // Never overwrite a real page.
    if (
      await fs.stat(file).then(
        () => true,
        () => false,
      )
    )
      continue
    await fs.mkdir(path.dirname(file), { recursive: true })
    await fs.writeFile(file, redirectStubHtml(target, site.siteUrl))
  }
  return stubs.size
}
