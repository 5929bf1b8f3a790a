import { describe, expect, it } from 'vitest'
import { markLocalNavWithOutline } from '../../../.vitepress/build/localNavState'

describe('the outline bar in the server HTML', () => {
  const nav = '<div class="VPLocalNav has-sidebar empty" data-v-1><button>目录</button></div>'
  it('is not marked empty on a page whose text has outline headings', () => {
    const html = `${nav}<div class="VPDoc"><div class="vp-doc _ai-studio_job_create"><h1>创建</h1><h2 id="a">步骤</h2></div></div>`
    expect(markLocalNavWithOutline(html)).toContain('<div class="VPLocalNav has-sidebar" data-v-1>')
  })
  it('stays empty without them (an h2 without an id, as in the sidebar or a component, does not count)', () => {
    const html = `${nav}<h2 class="text">侧栏</h2><div class="vp-doc"><h1>只有标题</h1><h3 id="b">小节</h3></div><h2 class="title">相关阅读</h2>`
    expect(markLocalNavWithOutline(html)).toBe(html)
  })
})
