import type { RedirectRule } from './types'

/** Legacy URLs (BEHAVIOUR.md shell §2.4 "Legacy redirects"), exact matches. */
export const legacyRedirects: RedirectRule[] = [
  { from: '/ai-studio/dev-instance/docker-in-docker.html', to: '/ai-studio/dev-instance/docker-in-docker/' },
  { from: '/ai-studio/tenant/', to: '/fundamentals/tenant/' },
  { from: '/ai-studio/storage/upload.html', to: '/ai-studio/dev-instance/transfer-file.html' },
  { from: '/gen-studio/getting-started.html', to: '/gen-studio/api/' },
  { from: '/gen-studio/tenant/', to: '/fundamentals/tenant/' },
  { from: '/gen-studio/models/', to: '/gen-studio/models/supported-models.html' },
]

/** Any path under `from` moves to the same path under `to`. */
export const legacyPrefixRedirects: RedirectRule[] = [{ from: '/gen-studio/comfyui/', to: '/comfy-stack/' }]
