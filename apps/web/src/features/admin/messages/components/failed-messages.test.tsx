import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '@rental/shared/outbox';
import { json, renderAdmin, stubFetch } from '@/features/admin/shell/testing';
import { FailedMessages } from './failed-messages';

function message(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    _id: 'm1',
    bookingId: '2b7c1f0e-aaaa-bbbb-cccc-1234abcd5678',
    event: 'pickup_24h',
    channel: 'sms',
    recipient: '9876543210',
    subject: '',
    state: 'failed',
    attempts: 5,
    lastError: 'SMS webhook answered 503',
    dueAt: '2026-11-27T09:00:00.000+05:30',
    sentAt: null,
    createdAt: '2026-11-20T10:00:00.000+05:30',
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('FailedMessages', () => {
  it('lists each failed message with its booking, channel, time and last error', async () => {
    stubFetch(() => json([message()]));
    renderAdmin(<FailedMessages />);
    expect(await screen.findByText('Pickup in 24 hours · Text')).toBeInTheDocument();
    expect(screen.getByText(/Booking ABCD5678/)).toBeInTheDocument();
    expect(screen.getByText('Last error: SMS webhook answered 503')).toBeInTheDocument();
    expect(screen.getByText('failed')).toBeInTheDocument();
  });

  it('queues a message again with Resend and reloads the list', async () => {
    let resent = false;
    const calls = stubFetch((call) => {
      if (call.method === 'POST') {
        resent = true;
        return json(message({ state: 'pending', attempts: 0 }));
      }
      return json(resent ? [] : [message()]);
    });
    renderAdmin(<FailedMessages />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Resend Pickup in 24 hours Text to 9876543210' }),
    );
    expect(await screen.findByText('No failed messages.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/messages/m1/resend');
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it('confirms a resend in words and moves the focus there, the button being gone', async () => {
    const other = message({ _id: 'm2', recipient: '9876500000' });
    let resent = false;
    stubFetch((call) => {
      if (call.method === 'POST') {
        resent = true;
        return json(message({ state: 'pending', attempts: 0 }));
      }
      return json(resent ? [other] : [message(), other]);
    });
    renderAdmin(<FailedMessages />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Resend Pickup in 24 hours Text to 9876543210' }),
    );
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(
      'Pickup in 24 hours · Text to 9876543210 is queued to send again.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
  });

  it('says so when nothing has failed', async () => {
    stubFetch(() => json([]));
    renderAdmin(<FailedMessages />);
    expect(await screen.findByText('No failed messages.')).toBeInTheDocument();
  });
});
