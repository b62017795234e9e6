import type { Meta, StoryObj } from '@storybook/react-vite'
import { Textarea } from './textarea.js'

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: {
    'aria-label': 'Notes',
    placeholder: 'What did you like about this story?',
    className: 'max-w-md',
  },
} satisfies Meta<typeof Textarea>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Disabled: Story = { args: { disabled: true } }

export const Invalid: Story = { args: { 'aria-invalid': true } }
