/**
 * `npm run deploy:nginx -- --root <built site> --listen <address> --typesense <url> --out <folder>`:
 * writes nginx.conf (standalone), docs-site.conf (for /etc/nginx/conf.d/) and the generated legacy
 * redirect map into <folder>, and prints how to run it.
 */
import { parseArgs } from 'node:util'
import { renderNginx } from './render'

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    root: { type: 'string', default: '.vitepress/dist' },
    listen: { type: 'string', default: '127.0.0.1:8080' },
    typesense: { type: 'string', default: 'http://127.0.0.1:8108' },
    out: { type: 'string', default: '.vitepress/nginx' },
  },
})

try {
  const r = renderNginx({ root: values.root, listen: values.listen, typesense: values.typesense, out: values.out })
  console.log(`wrote ${r.conf}, ${r.siteConf} and ${r.redirectsMap}`)
  console.log(`run it in the foreground: nginx -p ${r.dir} -e ${r.dir}/logs/error.log -c ${r.conf}`)
  console.log(`or on Debian: copy ${r.siteConf} to /etc/nginx/conf.d/ and the map where its include points`)
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err))
  process.exit(1)
}
