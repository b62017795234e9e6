import type { Meta, StoryObj } from '@storybook/react-vite'
import { Bookmark } from 'lucide-react'
import { Button } from './button.js'
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip.js'

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  render: (args) => (
    <div className="p-10">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline" size="icon" aria-label="Save story">
            <Bookmark />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Save for later</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
export const Open: Story = { args: { defaultOpen: true } }
