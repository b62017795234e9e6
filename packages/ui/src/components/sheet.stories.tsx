import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from './button.js'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  type SheetSide,
} from './sheet.js'

function SheetDemo({ side, open }: { side: SheetSide; open?: boolean }) {
  return (
    <div className="min-h-[480px] p-4">
      <Sheet defaultOpen={open}>
        <SheetTrigger asChild>
          <Button variant="outline">Reading settings</Button>
        </SheetTrigger>
        <SheetContent side={side}>
          <SheetHeader>
            <SheetTitle>Reading settings</SheetTitle>
            <SheetDescription>Adjust how stories look while you read.</SheetDescription>
          </SheetHeader>
          <p className="px-4 text-sm">Font size, line spacing and translations live here.</p>
          <SheetFooter>
            <Button>Done</Button>
          </SheetFooter>
        </SheetContent>
      </Sheet>
    </div>
  )
}

const meta = {
  title: 'Components/Sheet',
  component: SheetDemo,
  parameters: { layout: 'fullscreen' },
  args: { side: 'end' },
} satisfies Meta<typeof SheetDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
export const FromEnd: Story = { args: { open: true } }
export const FromStart: Story = { args: { open: true, side: 'start' } }
export const FromBottom: Story = { args: { open: true, side: 'bottom' } }
export const RightToLeft: Story = { args: { open: true }, globals: { direction: 'rtl' } }
