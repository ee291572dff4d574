import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deliveryLine } from '@rental/shared/pricing/quote';
import { BookingBranch } from './booking-branch';

// docs/product.md#branches and #doorstep-delivery: the branch block names what the branch is
// for, so a renter whose car comes to the door is not sent to the branch.

function branchBlock(lines?: { kind: string; label: string }[]) {
  render(<BookingBranch branch="Vanasthalipuram" headingId="b" headingLevel={2} lines={lines} />);
  return screen.getByRole('region');
}

const rental = { kind: 'rental', label: '1 day × ₹3,800' };

describe('the booking’s branch', () => {
  it('is where the car is picked up and returned', () => {
    expect(branchBlock([rental])).toHaveAccessibleName('Pickup and return: Vanasthalipuram branch');
    expect(screen.queryByText(/we come to your address/)).not.toBeInTheDocument();
  });

  it('is only the return when the car is brought to the door', () => {
    const block = branchBlock([rental, deliveryLine({ leg: 'pickup', pin: '500070', fee: 199 })]);
    expect(block).toHaveAccessibleName('Return: Vanasthalipuram branch');
    expect(block).toHaveTextContent('Doorstep delivery to PIN 500070: we come to your address.');
    expect(screen.getByRole('link', { name: /Call the branch/ })).toBeVisible();
  });

  it('is only the pickup when the car is collected from the door', () => {
    const door = deliveryLine({ leg: 'return', pin: '500070', fee: 199 });
    expect(branchBlock([door])).toHaveAccessibleName('Pickup: Vanasthalipuram branch');
  });

  it('is the renter’s branch when both legs are at the door', () => {
    const lines = (['pickup', 'return'] as const).map((leg) =>
      deliveryLine({ leg, pin: '500070', fee: 199 }),
    );
    expect(branchBlock(lines)).toHaveAccessibleName('Your branch: Vanasthalipuram branch');
    expect(screen.getAllByText(/we come to your address/)).toHaveLength(2);
  });
});
