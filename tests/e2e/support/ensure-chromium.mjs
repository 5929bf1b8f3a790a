// Makes sure a Chromium exists before the e2e suite starts; installs Debian's package when it can.
import { execSync } from 'node:child_process'
import { findChromium } from '../../../testkit/chromium.mjs'

if (findChromium() === null) {
  const hasApt = (() => {
    try {
      execSync('command -v apt-get', { stdio: 'ignore' })
      return true
    } catch {
      return false
    }
  })()
  if (process.getuid?.() === 0 && hasApt) {
    console.log('Chromium not found: installing Debian package "chromium"...')
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    })
  } else {
    console.error(
      'Chromium not found: install it (sudo apt-get install chromium) or set CHROMIUM_PATH to its executable.',
    )
    process.exit(1)
  }
  if (findChromium() === null) {
    console.error('Chromium still not found after installing: set CHROMIUM_PATH to its executable.')
    process.exit(1)
  }
}
