import { runSync } from './sync'

runSync({
  argv: process.argv.slice(2),
  env: process.env,
  cwd: process.cwd(),
  log: (line) => console.log(line),
  error: (line) => console.error(line),
}).then((code) => process.exit(code))
