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

test('a result row shows its breadcrumb and its snippet whole, two lines at most', async ({ page }) => {
  await page.goto('/')
  await openSearch(page)
  await search(page, '推理服务')
  // A row is a fixed height (the list is virtual): what does not fit is squeezed, a line cut through.
  const rows = await modal(page)
    .getByRole('option')
    .evaluateAll((options) =>
      options.map((o) => {
        const lines = (el: Element) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)
        return {
          crumbs: lines(o.querySelector('.SearchHit-crumbs')!),
          // A section without text of its own shows no snippet (its heading is the breadcrumb).
          snippet: o.querySelector('.SearchHit-snippet') ? lines(o.querySelector('.SearchHit-snippet')!) : 0,
        }
      }),
    )
  expect(rows.length).toBeGreaterThan(3)
  for (const r of rows) {
    // A page's own result has no breadcrumb shown (its page is the heading above).
    expect(r.crumbs, 'the breadcrumb is one whole line').toBeCloseTo(Math.min(1, Math.round(r.crumbs)), 1)
    expect(r.snippet, 'the snippet is whole lines').toBeCloseTo(Math.round(r.snippet), 1)
    expect(r.snippet).toBeLessThanOrEqual(2.05)
  }
  expect(rows.some((r) => Math.round(r.snippet) === 2)).toBe(true)
})
