import type { StorybookConfig } from '@storybook/react-vite'
import tailwindcss from '@tailwindcss/vite'

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()]
    // Storybook's own chunks are large by nature; the warning is noise for a static review site.
    viteConfig.build = {
      ...viteConfig.build,
      chunkSizeWarningLimit: 4096,
      rollupOptions: {
        ...viteConfig.build?.rollupOptions,
        // Radix ships "use client" banners for server-component frameworks; irrelevant in a SPA.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
          warn(warning)
        },
      },
    }
    return viteConfig
  },
}

export default config
