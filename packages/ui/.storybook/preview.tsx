import type { Decorator, Preview } from '@storybook/react-vite'
import '../src/styles.css'
import { UiProviders } from '../src/index.js'
import { DirectionSchema, FontSchema, ThemeSchema } from '../src/lib/preferences.js'
import * as v from 'valibot'

/** Wraps every story in the real providers, driven by the toolbar (or a story's `globals`). */
const withPreferences: Decorator = (Story, context) => {
  const theme = v.parse(v.fallback(ThemeSchema, 'light'), context.globals.theme)
  const font = v.parse(v.fallback(FontSchema, 'inter'), context.globals.font)
  const direction = v.parse(v.fallback(DirectionSchema, 'ltr'), context.globals.direction)
  return (
    <UiProviders
      key={`${theme}-${font}-${direction}`}
      initialTheme={theme}
      initialFont={font}
      initialDirection={direction}
    >
      <div className="bg-background font-sans text-foreground">
        <Story />
      </div>
    </UiProviders>
  )
}

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    font: {
      description: 'Reading font',
      toolbar: {
        title: 'Font',
        icon: 'paragraph',
        items: ['inter', 'manrope', 'system'],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', font: 'inter', direction: 'ltr' },
  decorators: [withPreferences],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Fail the a11y panel on violations; the same rules run in CI through test/stories.test.tsx.
    a11y: { test: 'error' },
  },
}

export default preview
