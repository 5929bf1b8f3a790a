import { useEffect, useMemo, useRef, useState } from 'react'
import { safeHref } from '../../search-core/hits'
import type { SearchHit } from '../../search-core/types'
import type { Strings } from '../strings'

/** Row heights of the virtual list (px); rows outside the viewport are not rendered. */
const GROUP_ROW_HEIGHT = 30
const HIT_ROW_HEIGHT = 76
const OVERSCAN = 6

type Row = { kind: 'group'; key: string; title: string } | { kind: 'hit'; key: string; hit: SearchHit; index: number }

/** Hits of the same page brought together, pages in order of their best hit. */
export function groupByPage(hits: SearchHit[]): SearchHit[] {
  const groups = new Map<string, SearchHit[]>()
  for (const hit of hits) {
    const page = hit.url.replace(/#.*$/, '')
    const list = groups.get(page)
    if (list) list.push(hit)
    else groups.set(page, [hit])
  }
  return [...groups.values()].flat()
}

/**
 * Where a hit's page sits (lvl0 › lvl1), its group's heading. A part equal to the one before it is said
 * once: an area's landing page is titled as its area.
 */
const pageParts = (hit: SearchHit): string[] => {
  const parts = [hit.hierarchy.lvl0, hit.hierarchy.lvl1].filter(Boolean)
  return parts.filter((part, i) => part !== parts[i - 1])
}
const pagePath = (hit: SearchHit): string => pageParts(hit).join(' › ')

/**
 * The section a hit lies in below its page (lvl2 › lvl3: two answers of one FAQ group read apart), a
 * section titled as its page left out; '' for the page itself.
 */
const sectionOf = (hit: SearchHit): string => {
  const { lvl2, lvl3 } = hit.hierarchy
  return [lvl2 !== pageParts(hit).at(-1) && lvl2, lvl3].filter(Boolean).join(' › ')
}

/** A section without text of its own (an FAQ group's heading) has its heading for a snippet: not shown twice. */
const echoesHeading = ({ snippetHtml, hierarchy: h }: SearchHit): boolean =>
  snippetHtml.replace(/<[^>]*>/g, '').trim() === (h.lvl3 || h.lvl2 || h.lvl1)

/**
 * A hit's breadcrumb: the section below its page. The page's path is the heading just above, shown
 * once; a screen reader, for which that heading is no part of the option, still hears it.
 */
function HitCrumbs({ hit }: { hit: SearchHit }) {
  const section = sectionOf(hit)
  return (
    <span className="SearchHit-crumbs">
      <span className="visually-hidden">{section ? `${pagePath(hit)} › ` : pagePath(hit)}</span>
      {section}
    </span>
  )
}

/** Rows of the list: a heading (the page's path) before each page's hits. `hits` must be grouped. */
function toRows(hits: SearchHit[]): Row[] {
  const rows: Row[] = []
  let lastPage = ''
  hits.forEach((hit, index) => {
    const page = hit.url.replace(/#.*$/, '')
    if (page !== lastPage) {
      lastPage = page
      rows.push({
        kind: 'group',
        key: `g-${page}-${index}`,
        title: pagePath(hit),
      })
    }
    rows.push({ kind: 'hit', key: `h-${hit.id}-${index}`, hit, index })
  })
  return rows
}

interface Props {
  strings: Strings
  /** Grouped by page (`groupByPage`): keyboard order follows what is shown. */
  hits: SearchHit[]
  activeIndex: number
  listId: string
  optionId: (index: number) => string
  onHover: (index: number) => void
  onOpen: (hit: SearchHit, index: number, newTab: boolean) => void
  /** The link's address, for what the browser opens itself (a middle click, the link's menu). */
  hrefOf: (hit: SearchHit) => string
}

/**
 * The results, a virtual list filled as they come in (empty while a search's first results are on
 * their way: the spinner in the box says so).
 */
export function ResultsScreen({ strings: t, hits, activeIndex, listId, optionId, onHover, onOpen, hrefOf }: Props) {
  const label = t.resultsLabel
  const rows = useMemo(() => toRows(hits), [hits])
  const offsets = useMemo(() => {
    const o: number[] = []
    let y = 0
    for (const r of rows) {
      o.push(y)
      y += r.kind === 'group' ? GROUP_ROW_HEIGHT : HIT_ROW_HEIGHT
    }
    o.push(y)
    return o
  }, [rows])
  const scroller = useRef<HTMLDivElement>(null)
  const [view, setView] = useState({ top: 0, height: 480 })

  useEffect(() => {
    const el = scroller.current
    if (!el) return
    const update = () => setView({ top: el.scrollTop, height: el.clientHeight || 480 })
    update()
    el.addEventListener('scroll', update, { passive: true })
    return () => el.removeEventListener('scroll', update)
  }, [])

  // Keep the active option in view (keyboard navigation).
  useEffect(() => {
    const el = scroller.current
    const rowIndex = rows.findIndex((r) => r.kind === 'hit' && r.index === activeIndex)
    if (!el || rowIndex < 0) return
    const top = offsets[rowIndex]!
    const bottom = offsets[rowIndex + 1]!
    if (top < el.scrollTop + GROUP_ROW_HEIGHT) el.scrollTop = Math.max(0, top - GROUP_ROW_HEIGHT)
    else if (bottom > el.scrollTop + el.clientHeight) el.scrollTop = bottom - el.clientHeight
  }, [activeIndex, rows, offsets])

  let first = 0
  while (first < rows.length && offsets[first + 1]! <= view.top) first++
  let last = first
  while (last < rows.length && offsets[last]! < view.top + view.height) last++
  const start = Math.max(0, first - OVERSCAN)
  const end = Math.min(rows.length, last + OVERSCAN)

  return (
    // Focusable so keyboard users can scroll it too (axe: scrollable-region-focusable), though it is no control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scroller} className="SearchResults" tabIndex={0} aria-label={label}>
      <div id={listId} role="listbox" aria-label={label} style={{ height: offsets[rows.length], position: 'relative' }}>
        {rows.slice(start, end).map((row, i) => {
          const top = offsets[start + i]
          if (row.kind === 'group') {
            return (
              <div key={row.key} role="presentation" className="SearchGroup" style={{ top, height: GROUP_ROW_HEIGHT }}>
                <span className="SearchGroup-title">{row.title}</span>
              </div>
            )
          }
          const { hit, index } = row
          return (
            <a
              key={row.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={`SearchHit${index === activeIndex ? ' active' : ''}`}
              style={{ top, height: HIT_ROW_HEIGHT }}
              // Whatever engine built the hit, only a same-site path or http(s) becomes a link.
              href={safeHref(hrefOf(hit)) || undefined}
              tabIndex={-1}
              onMouseMove={() => onHover(index)}
              onClick={(e) => {
                if (e.button !== 0 || e.shiftKey || e.altKey) return
                e.preventDefault()
                onOpen(hit, index, e.metaKey || e.ctrlKey)
              }}
            >
              <HitCrumbs hit={hit} />
              {/* Snippets are sanitised by search-core: text plus <mark> only. */}
              {!echoesHeading(hit) && (
                <span className="SearchHit-snippet" dangerouslySetInnerHTML={{ __html: hit.snippetHtml }} />
              )}
            </a>
          )
        })}
      </div>
    </div>
  )
}
