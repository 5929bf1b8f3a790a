/** Maps a console target onto the console host: relative paths are joined, absolute URLs kept. */
export function consoleUrl(consoleHost: string, target: string): string {
  if (/^https?:\/\//i.test(target)) return target
  const host = consoleHost.replace(/\/+$/, '')
  const path = target.startsWith('/') ? target : `/${target}`
  return host + path
}
