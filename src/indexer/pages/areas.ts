/** Product area (hierarchy lvl0) of a page, by its path. */
const ZH: [string, string][] = [
  ['gen-studio/api/maas', 'API 参考'],
  ['gen-studio/', '大模型服务平台'],
  ['ai-studio/', '一站式 AI 平台'],
  ['ai-coder/', 'AICoder'],
  ['comfy-stack/', 'ComfyUI 托管服务'],
  ['kube-studio/', 'AI 容器服务'],
  ['opti-compute/', '优化算力'],
  ['fundamentals/', '平台基础'],
  ['notification/', '平台基础'],
  ['support/', '帮助与支持'],
  ['posts/', '教程文章'],
]
const EN: [string, string][] = [
  ['gen-studio/', 'Model Service'],
  ['ai-studio/', 'AIStudio'],
  ['ai-coder/', 'AICoder'],
  ['comfy-stack/', 'Hosted ComfyUI'],
  ['kube-studio/', 'KubeStudio'],
  ['opti-compute/', 'OptiCompute'],
  ['fundamentals/', 'Platform Fundamentals'],
  ['support/', 'Help and Support'],
]

/** `relativePath` is the page's source path inside its locale (`ai-studio/job/create.md`). */
export function productArea(relativePath: string, locale: string): string {
  const table = locale === 'en' ? EN : ZH
  return (
    table.find(([prefix]) => relativePath.startsWith(prefix))?.[1] ?? (locale === 'en' ? 'Documentation' : '文档首页')
  )
}
