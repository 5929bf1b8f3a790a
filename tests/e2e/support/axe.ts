import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe's serious and critical violations on the page (or within `include`), one line each naming the
 * rule and its first nodes: a test expects `[]`, and a failure says what to fix.
 */
export async function seriousViolations(page: Page, include: string[] = []): Promise<string[]> {
  const builder = include.reduce((b, selector) => b.include(selector), new AxeBuilder({ page }))
  const results = await builder.analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    )
}
