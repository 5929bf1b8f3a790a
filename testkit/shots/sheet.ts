import fs from 'node:fs'
import path from 'node:path'
import { escapeHtml as escape } from '../../src/contracts'
import type { Locale, Width } from './scenes'

/** One screenshot of `npm run shots`, and what went wrong when it could not be taken. */
export interface Shot {
  scene: string
  label: string
  width: Width
  theme: 'light' | 'dark'
  locale: Locale
  urlPath: string
  file: string
  error?: string
}

function figure(shot: Shot): string {
  const caption = `${shot.width} px · ${shot.theme} · ${shot.locale} · <code>${escape(shot.urlPath)}</code>`
  if (shot.error)
    return `<figure class="failed"><figcaption>${caption}<br>failed: ${escape(shot.error)}</figcaption></figure>`
  const src = encodeURIComponent(shot.file)
  return `<figure><a href="${src}"><img src="${src}" alt="${escape(shot.file)}" loading="lazy"></a><figcaption>${caption}<br>${escape(shot.file)}</figcaption></figure>`
}

/** `index.html` beside the screenshots: one section per scene, each shot labelled, failures named. */
export function writeContactSheet(dir: string, shots: Shot[]) {
  const scenes = [...new Set(shots.map((s) => s.scene))]
  const sections = scenes.map((name) => {
    const own = shots.filter((s) => s.scene === name)
    return `<section id="${escape(name)}"><h2>${escape(own[0]!.label)} <small>${escape(name)}</small></h2>
<div class="row">${own.map(figure).join('\n')}</div></section>`
  })
  const toc = scenes.map((n) => `<a href="#${escape(n)}">${escape(n)}</a>`).join(' · ')
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Screenshots of the built site</title>
<style>
body { font: 14px/1.5 system-ui, sans-serif; margin: 24px; background: #f4f4f5; color: #18181b; }
.row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
figure { margin: 0; background: #fff; padding: 8px; border: 1px solid #d4d4d8; }
figure img { display: block; width: 360px; height: auto; border: 1px solid #e4e4e7; }
figure.failed { border-color: #dc2626; color: #dc2626; max-width: 360px; }
figcaption { font-size: 12px; margin-top: 6px; }
h2 small { color: #71717a; font-weight: normal; }
</style></head><body>
<h1>Screenshots of the built site</h1>
<p>${shots.length} shots, ${shots.filter((s) => s.error).length} failed. ${toc}</p>
${sections.join('\n')}
</body></html>
`
  fs.writeFileSync(path.join(dir, 'index.html'), html)
}
