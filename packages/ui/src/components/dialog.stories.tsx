import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from './button.js'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.js'
import { Field, FieldControl, FieldLabel } from './field.js'
import { Input } from './input.js'

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="min-h-[480px] p-4">
      <Dialog {...args}>
        <DialogTrigger asChild>
          <Button variant="outline">Rename list</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Rename list</DialogTitle>
            <DialogDescription>Give your reading list a name you will recognise.</DialogDescription>
          </DialogHeader>
          <Field>
            <FieldLabel>Name</FieldLabel>
            <FieldControl>
              <Input defaultValue="Summer reading" />
            </FieldControl>
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button>Save</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  ),
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
export const Open: Story = { args: { defaultOpen: true } }
export const RightToLeft: Story = { args: { defaultOpen: true }, globals: { direction: 'rtl' } }
