// Whether a path is an executable file: how the finders of the test prerequisites (Chromium, nginx,
// Firefox, WebKit, Xvfb) test a candidate. Plain ESM with Node's built-ins: it runs before `npm ci`.
import fs from 'node:fs'

export const isExecutable = (p) => {
  try {
    fs.accessSync(p, fs.constants.X_OK)
    return fs.statSync(p).isFile()
  } catch {
    return false
  }
}
