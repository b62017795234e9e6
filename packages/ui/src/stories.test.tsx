/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite'
import { act, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import previewAnnotations from '../.storybook/preview.js'
import { blockingViolations } from '../test/axe.js'

// The same decorators and globals as Storybook (providers driven by theme/font/direction).
setProjectAnnotations(previewAnnotations)

// Every story of the package, rendered as a portable story (ADR 0007) and checked with axe.
type StoryModule = Parameters<typeof composeStories>[0]
type ComposedStory = ReturnType<typeof composeStory>
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true })

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module)) as [string, ComposedStory][]
  it.each(stories)(
    '%s renders with no serious or critical axe violations',
    async (_name, Story) => {
      render(<Story />)
      await act(async () => {
        await Story.play?.({ canvasElement: document.body })
      })
      expect(await blockingViolations()).toEqual([])
    },
  )
})
