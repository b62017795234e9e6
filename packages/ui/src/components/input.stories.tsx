import type { Meta, StoryObj } from '@storybook/react-vite'
import { Input } from './input.js'

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { 'aria-label': 'Display name', placeholder: 'Your name', className: 'max-w-sm' },
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithValue: Story = { args: { defaultValue: 'Ada' } }

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Locked' } }

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'not-an-email' } }

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { placeholder: 'اسمك' },
}
