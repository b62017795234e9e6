import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select.js'

const meta = {
  title: 'Components/Select',
  component: Select,
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

const levels = (
  <>
    <SelectItem value="a1">A1 · Beginner</SelectItem>
    <SelectItem value="a2">A2 · Elementary</SelectItem>
    <SelectItem value="b1">B1 · Intermediate</SelectItem>
    <SelectItem value="b2">B2 · Upper intermediate</SelectItem>
    <SelectItem value="c1">C1 · Advanced</SelectItem>
  </>
)

export const Default: Story = {
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Reading level" className="w-60">
        <SelectValue placeholder="Choose a level" />
      </SelectTrigger>
      <SelectContent>{levels}</SelectContent>
    </Select>
  ),
}

export const WithValue: Story = { ...Default, args: { defaultValue: 'b1' } }

export const Open: Story = {
  ...Default,
  args: { defaultOpen: true, defaultValue: 'a2' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="h-80 p-4">
        <Story />
      </div>
    ),
  ],
}

export const WithGroups: Story = {
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Story length" className="w-60">
        <SelectValue placeholder="Choose a length" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Short</SelectLabel>
          <SelectItem value="flash">Flash fiction</SelectItem>
          <SelectItem value="short">Short story</SelectItem>
        </SelectGroup>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>Long</SelectLabel>
          <SelectItem value="novella">Novella</SelectItem>
        </SelectGroup>
      </SelectContent>
    </Select>
  ),
}

export const Disabled: Story = { ...Default, args: { disabled: true } }
