import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from './button.js'
import { Popover, PopoverContent, PopoverTrigger } from './popover.js'

const meta = {
  title: 'Components/Popover',
  component: Popover,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="min-h-[260px] p-4">
      <Popover {...args}>
        <PopoverTrigger asChild>
          <Button variant="outline">What does “lumbre” mean?</Button>
        </PopoverTrigger>
        <PopoverContent align="start" aria-label="Translation">
          <p className="font-medium">lumbre</p>
          <p className="text-sm text-muted-foreground">fire, especially a fire in a hearth</p>
        </PopoverContent>
      </Popover>
    </div>
  ),
} satisfies Meta<typeof Popover>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
export const Open: Story = { args: { defaultOpen: true } }
