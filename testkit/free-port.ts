import net from 'node:net'

/**
 * A port on 127.0.0.1 that was free a moment ago: for servers that cannot report the port the kernel
 * picked for port 0 (nginx, WebKitWebDriver, the engines' static server started as a command).
 */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
