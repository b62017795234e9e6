// @fabula/test-runner is plain JS; describe the Chromium settings the screenshot script uses.
declare module '@fabula/test-runner/chromium' {
  export const chromiumPath: string
  export const chromiumArgs: string[]
}
