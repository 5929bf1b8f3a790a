import { describe, expect, it } from 'vitest'
import { computeFlyout, flyouts, modelServiceFlyout, platformFlyout } from '../../../.vitepress/navigation/flyouts'
import {
  COMPUTE_MARKET_CONSOLE_PATH,
  FOOTER_LOGO_HEIGHT,
  FOOTER_LOGO_WIDTH,
  footerGroups,
} from '../../../.vitepress/navigation/footer'
import { SIDEBAR_MAX_DEPTH, zhSidebar } from '../../../.vitepress/navigation/sidebars'
import { PRODUCT_ICON_TYPES, type Flyout } from '../../../.vitepress/navigation/types'
import { iconGlyphs, SUPPORT_ICON_VALUES } from '../../../.vitepress/navigation/icons'
import type { DefaultTheme } from 'vitepress'

const sub = (base: string, pages: string[]) => pages.map((p) => base + p)
const linksOf = (f: Flyout) => [
  ...f.menuItems.map((i) => i.link),
  ...Object.values(f.featureSections).flatMap((sections) => sections.flatMap((s) => s.features.map((x) => x.link))),
]

// BEHAVIOUR.md shell §2.5 "Top navigation flyouts", transcribed here independently of the data.
const spec = {
  platform: [
    ...sub('/ai-coder/', [
      '',
      'quota',
      'changelog',
      'aicoder-shell',
      'ssh',
      'transfer-file-via-browser',
      'transfer-file',
      'transfer-file-windows',
    ]),
    ...sub('/fundamentals/tenant/', [
      '',
      'iam',
      'iam-authorization-management',
      'iam-user-management',
      'iam-user-group-management',
      'audit-event-search',
      'iam-credentials-ssh-key',
      'iam-credentials-api-key',
    ]),
    '/fundamentals/expense/',
    '/comfy-stack/billing',
    '/ai-studio/pricing/',
    '/gen-studio/pricing/',
    '/notification/',
    ...sub('/fundamentals/resource-pool/', ['', 'manage-pools', 'check-resource-availability', 'statistic', 'market']),
    ...sub('/fundamentals/storage/', ['', 'shared-file-storage-manage', 'shared-file-storage-use']),
    '/fundamentals/image-hub/',
    '/fundamentals/image-hub/create',
    '/fundamentals/image-hub/import',
    '/ai-studio/dev-instance/docker-in-docker/image',
  ],
  compute: [
    '/ai-studio/',
    ...sub('/ai-studio/dev-instance/', [
      'create',
      'create-from-shared-pool',
      'create-from-elastic-pool',
      'docker-in-docker/',
      'troubleshoot',
      'transfer-file',
    ]),
    ...sub('/ai-studio/job/', [
      'create',
      'use-pytorch-ddp',
      'use-llama-factory',
      'fault-tolerant',
      'resource-monitor',
      'atlctl',
    ]),
    ...sub('/ai-studio/inference/', ['deploy', 'scale-out', 'upgrade', 'distributed-serving']),
    '/fundamentals/storage/',
    '/posts/how-to-select-gpu',
    '/support/',
    '/support/faq',
    ...sub('/kube-studio/', [
      '',
      'create',
      'connect',
      'use',
      'limitations',
      'kubeconfig',
      'scale',
      'monitor',
      'delete',
    ]),
    ...sub('/opti-compute/', ['', 'create', 'ssh', 'use-web-preview', 'tensorboard', 'troubleshoot', 'changelog']),
    '/fundamentals/image-hub/',
  ],
  modelService: [
    '/gen-studio/',
    ...sub('/gen-studio/', [
      'models/playground',
      'models/supported-models',
      'api/',
      'api/tutorial',
      'api/error-codes-llm',
      'api/billing',
      'api/rate-limit',
      'usage/',
    ]),
    ...sub('/gen-studio/api/tutorial-', [
      'mxn',
      'vision',
      'reasoning',
      'function-calling',
      'batch',
      'embeddings',
      'rerank',
    ]),
    ...sub('/comfy-stack/', [
      'playground-comfyui',
      'workflow-upload',
      'comfyui-editor',
      'environments',
      'workflow-edit',
      'workflow-publish',
      'bring-your-own-comfyui-models',
      'tutorial-comfyui',
      'rate-limit-comfyui',
      'workflow-history',
      'billing',
    ]),
  ],
  apiReferences: ['/gen-studio/api/maas', '/gen-studio/api/maas-comfyui', '/gen-studio/api/maas-comfyui-websocket'],
}

describe('navigation flyouts', () => {
  it('are the three of BEHAVIOUR.md, in order, with their default items', () => {
    expect(flyouts.map((f) => [f.id, f.defaultKey])).toEqual([
      ['platform', 'aicoder'],
      ['compute', 'ai-studio'],
      ['model-service', 'gen-studio'],
    ])
    for (const f of flyouts) {
      expect(f.menuItems.map((i) => i.key)).toContain(f.defaultKey)
      for (const item of f.menuItems)
        expect(f.featureSections[item.key]?.length, `${f.id}/${item.key}`).toBeGreaterThan(0)
    }
  })

  it.each([
    ['platform', platformFlyout, spec.platform],
    ['compute', computeFlyout, spec.compute],
    ['model service', modelServiceFlyout, [...spec.modelService, ...spec.apiReferences]],
  ])('the %s flyout links every page BEHAVIOUR.md lists', (_name, flyout, expected) => {
    const links = new Set(linksOf(flyout))
    expect(expected.filter((l) => !links.has(l))).toEqual([])
  })

  it('opens the API references, and only them, in a new tab', () => {
    const blank = flyouts
      .flatMap((f) =>
        Object.values(f.featureSections)
          .flat()
          .flatMap((s) => s.features),
      )
      .filter((x) => x.target === '_blank')
    expect(blank.map((x) => x.link).sort()).toEqual([...spec.apiReferences].sort())
  })

  it('uses only the icon types of BEHAVIOUR.md, each drawn by a bundled glyph', () => {
    expect(PRODUCT_ICON_TYPES).toHaveLength(21)
    expect(SUPPORT_ICON_VALUES).toEqual(['yes', 'no', 'star', 'star-half', 'twinkle'])
    for (const t of [...PRODUCT_ICON_TYPES, ...SUPPORT_ICON_VALUES]) expect(iconGlyphs[t]).toBeTruthy()
    const used = flyouts.flatMap((f) => [
      ...f.menuItems.map((i) => i.iconType),
      ...Object.values(f.featureSections)
        .flat()
        .flatMap((s) => s.features.map((x) => x.iconType)),
    ])
    for (const t of used) expect(PRODUCT_ICON_TYPES).toContain(t)
  })
})

describe('footer', () => {
  it('has the six groups of BEHAVIOUR.md with their links', () => {
    expect(footerGroups.map((g) => g.links.map((l) => l.link))).toEqual([
      ['/gen-studio/', '/gen-studio/api/', '/gen-studio/serving/', '/gen-studio/changelog', '/gen-studio/pricing/'],
      [
        '/ai-studio/',
        '/ai-studio/dev-instance/',
        '/ai-studio/job/',
        '/ai-studio/inference/',
        '/ai-studio/changelog',
        '/ai-studio/pricing/',
        COMPUTE_MARKET_CONSOLE_PATH,
      ],
      [
        '/ai-coder/',
        '/ai-coder/transfer-file',
        '/notification/',
        '/fundamentals/tenant/iam',
        '/fundamentals/storage/index',
      ],
      [
        '/comfy-stack/',
        '/comfy-stack/tutorial-comfyui',
        '/comfy-stack/workflow-upload',
        '/comfy-stack/billing',
        '/comfy-stack/changelog',
      ],
      ['/kube-studio/', '/kube-studio/connect', '/kube-studio/monitor', '/kube-studio/scale', '/kube-studio/changelog'],
      ['/posts/', '/support/faq', '/support/', '/fundamentals/expense/'],
    ])
    expect(COMPUTE_MARKET_CONSOLE_PATH).toBe('/computility')
    expect(footerGroups[1]?.links.find((l) => l.link === COMPUTE_MARKET_CONSOLE_PATH)?.external).toBe(true)
    expect([FOOTER_LOGO_WIDTH, FOOTER_LOGO_HEIGHT]).toEqual([163, 46])
  })
})

describe('sidebars', () => {
  const depth = (items: DefaultTheme.SidebarItem[]): number =>
    items.length === 0 ? 0 : 1 + Math.max(...items.map((i) => (i.items ? depth(i.items) : 0)))

  it('nest no deeper than the theme supports', () => {
    expect(SIDEBAR_MAX_DEPTH).toBe(5)
    for (const [prefix, items] of Object.entries(zhSidebar)) {
      expect(depth(items as DefaultTheme.SidebarItem[]), prefix).toBeLessThanOrEqual(SIDEBAR_MAX_DEPTH)
    }
  })
})
