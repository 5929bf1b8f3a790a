// Finds the nginx the deployment test runs (deploy/nginx): $NGINX_PATH, then Debian's /usr/sbin/nginx
// (not on a non-root user's PATH), then any nginx on the PATH. Plain ESM without dependencies: the
// prerequisites check runs before `npm ci`.
import path from 'node:path'
import { isExecutable } from './executable.mjs'

/** The nginx executable, or null when there is none. */
export function findNginx() {
  const fromEnv = process.env.NGINX_PATH
  if (fromEnv && isExecutable(fromEnv)) return fromEnv
  if (isExecutable('/usr/sbin/nginx')) return '/usr/sbin/nginx'
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'nginx')
    if (isExecutable(candidate)) return candidate
  }
  return null
}
