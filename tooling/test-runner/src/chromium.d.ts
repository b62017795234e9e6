/** Path of the Debian Chromium that browser tests drive through playwright-core. */
export const chromiumPath: string
/** Launch flags that keep headless Chromium off the network this machine does not have. */
export const chromiumArgs: string[]
