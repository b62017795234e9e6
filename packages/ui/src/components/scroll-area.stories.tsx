import type { Meta, StoryObj } from '@storybook/react-vite'
import { ScrollArea } from './scroll-area.js'
import { Separator } from './separator.js'

const words = Array.from({ length: 40 }, (_, index) => `Word ${index + 1}`)

const meta = {
  title: 'Components/ScrollArea',
  component: ScrollArea,
} satisfies Meta<typeof ScrollArea>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: () => (
    <ScrollArea className="h-64 w-48 rounded-md border" aria-label="Saved words">
      <div className="p-4">
        <h4 className="mb-4 text-sm font-medium">Saved words</h4>
        {words.map((word) => (
          <div key={word}>
            <div className="text-sm">{word}</div>
            <Separator className="my-2" />
          </div>
        ))}
      </div>
    </ScrollArea>
  ),
}
