import type { Meta, StoryObj } from '@storybook/react-vite'
import { ArrowRight, BookOpen } from 'lucide-react'
import { Button } from './button.js'

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Start reading' },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args}>Default</Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="destructive">
        Delete story
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
    </div>
  ),
}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args}>Default</Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" aria-label="Open library">
        <BookOpen />
      </Button>
    </div>
  ),
}

export const WithIcon: Story = {
  render: (args) => (
    <Button {...args}>
      Continue
      <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
    </Button>
  ),
}

export const Disabled: Story = { args: { disabled: true } }

export const Loading: Story = { args: { loading: true, children: 'Saving' } }

export const AsLink: Story = {
  render: (args) => (
    <Button {...args} asChild variant="outline">
      <a href="#library">Open the library</a>
    </Button>
  ),
}

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: (args) => (
    <Button {...args}>
      متابعة
      <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
    </Button>
  ),
}
