import { expect, test } from '@playwright/test'
import { modal, openSearch, search } from './support/search'

// The keyword results are grouped under a heading naming their page (area › page): a result's own
// breadcrumb shows only where it lies below that page, never the heading again.
test.use({ viewport: { width: 1280, height: 860 } })

interface Row {
  group?: string
  /** The breadcrumb as shown: text a screen reader alone is given (1 px boxes) left out. */
  crumbs?: string
  /** What a screen reader hears of the option. */
  name?: string
}

for (const query of ['开发机', '推理服务', 'API Key'])
  test(`results of ${query}: no breadcrumb repeats its group's heading, which a screen reader still hears`, async ({
    page,
  }) => {
    await page.goto('/')
    await openSearch(page)
    await search(page, query)
    const rows: Row[] = await modal(page)
      .getByRole('listbox')
      .evaluate((list) =>
        [...list.children].map((row) => {
          if (!row.matches('[role="option"]')) return { group: row.textContent ?? '' }
          const crumbs = row.querySelector('.SearchHit-crumbs')!
          const walker = document.createTreeWalker(crumbs, NodeFilter.SHOW_TEXT)
          let shown = ''
          for (let n = walker.nextNode(); n; n = walker.nextNode())
            if (n.parentElement!.getBoundingClientRect().width > 1) shown += n.textContent
          return { crumbs: shown, name: crumbs.textContent ?? '' }
        }),
      )
    expect(rows.filter((r) => r.group).length).toBeGreaterThan(1)
    let group = ''
    for (const row of rows) {
      if (row.group !== undefined) {
        group = row.group
        const parts = group.split(' › ')
        expect(
          parts.filter((p, i) => p === parts[i - 1]),
          `a part said twice in "${group}"`,
        ).toEqual([])
        continue
      }
      const repeats = row.crumbs === group || row.crumbs!.startsWith(`${group} › `)
      expect(repeats, `the breadcrumb "${row.crumbs}" under "${group}"`).toBe(false)
      expect(row.name!.startsWith(group), `"${row.name}" names its page "${group}"`).toBe(true)
    }
  })
