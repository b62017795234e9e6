import type { Meta, StoryObj } from '@storybook/react-vite'
import { MoreHorizontal } from 'lucide-react'
import { Badge } from './badge.js'
import { Button } from './button.js'
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './card.js'

const meta = {
  title: 'Components/Card',
  component: Card,
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>La casa del lago</CardTitle>
        <CardDescription>A short mystery · Spanish · B1</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Nadie había abierto la puerta de la casa desde el invierno.</p>
      </CardContent>
      <CardFooter>
        <Button>Read</Button>
        <Badge tone="info">12 new words</Badge>
      </CardFooter>
    </Card>
  ),
}

export const WithAction: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>Weekly goal</CardTitle>
        <CardDescription>3 of 5 stories read</CardDescription>
        <CardAction>
          <Button variant="ghost" size="icon-sm" aria-label="Goal options">
            <MoreHorizontal />
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="text-sm">Two more stories to reach your goal.</CardContent>
    </Card>
  ),
}

export const RightToLeft: Story = { ...WithAction, globals: { direction: 'rtl' } }
