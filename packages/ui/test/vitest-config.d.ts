// The shared preset is plain JS without types; describe the one function this package uses.
declare module '@fabula/vitest-config' {
  import type { ViteUserConfig } from 'vitest/config'
  export function testConfig(overrides?: ViteUserConfig['test']): ViteUserConfig['test']
}
