// Finds the nginx the deployment test runs (deploy/nginx): $NGINX_PATH, then Debian's /usr/sbin/nginx
// (not on a non-root user's PATH), then any nginx on the PATH. Plain ESM without dependencies: the
// prerequisites check runs before `npm ci`.
import fs from 'node:fs'
import path from 'node:path'

const isExecutable = (p) => {
  try {
    fs.accessSync(p, fs.constants.X_OK)
    return fs.statSync(p).isFile()
  } catch {
    return false
  }
}

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
