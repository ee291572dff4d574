import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TermsHistory, TermsVersion } from '@rental/shared/agreement';
import { TERMS_MESSAGES } from '@rental/shared/messages';
import { json, renderAdmin, stubFetch, type RecordedCall } from '@/features/admin/shell/testing';
import { TermsEditor } from './terms-editor';

afterEach(() => vi.unstubAllGlobals());

const version = (n: number, text: string): TermsVersion => ({
  version: n,
  sha256: `${n}`.repeat(64),
  text,
  publishedAt: '2026-11-01T04:30:00Z',
});

const history = (current: TermsVersion): TermsHistory => ({
  current,
  versions: [
    { ...current, publishedBy: current.version > 1 ? 'Asha Rao' : null },
    ...(current.version > 1
      ? [
          {
            version: 1,
            sha256: '1'.repeat(64),
            publishedAt: '2026-10-01T04:30:00Z',
            publishedBy: null,
          },
        ]
      : []),
  ],
});

const bodyOf = (call: RecordedCall) => JSON.parse(call.body as string) as unknown;

describe('TermsEditor', () => {
  it('saves the changed text as a new version and says so in focus', async () => {
    let current = version(1, '1. Drive carefully.');
    const calls = stubFetch((call) => {
      if (call.method === 'PUT') {
        current = version(2, (bodyOf(call) as { text: string }).text);
        return json(current, { status: 201 });
      }
      return json(history(current));
    });
    const user = userEvent.setup();
    renderAdmin(<TermsEditor />);
    const field = await screen.findByLabelText('Rental terms');
    expect(field).toHaveValue('1. Drive carefully.');
    expect(field).toHaveAccessibleDescription(/In force: version 1/);
    expect(screen.getByText(/built from the site’s rules/)).toBeInTheDocument();

    await user.type(field, '\n2. No pets.');
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    const status = await screen.findByText(TERMS_MESSAGES.saved(2));
    expect(status).toHaveFocus();
    expect(bodyOf(calls.find((c) => c.method === 'PUT')!)).toEqual({
      text: '1. Drive carefully.\n2. No pets.',
    });
    expect(await screen.findByText(/by Asha Rao/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Versions kept (2)' })).toBeInTheDocument();
  });

  it('refuses an empty text beside the field without calling the server', async () => {
    const calls = stubFetch(() => json(history(version(1, 'Terms.'))));
    const user = userEvent.setup();
    renderAdmin(<TermsEditor />);
    await user.clear(await screen.findByLabelText('Rental terms'));
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(screen.getByLabelText('Rental terms')).toHaveAccessibleDescription(
      new RegExp(TERMS_MESSAGES.empty),
    );
    expect(screen.getByLabelText('Rental terms')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server’s refusal beside the field', async () => {
    stubFetch((call) =>
      call.method === 'PUT'
        ? json({ error: 'You are not allowed to do that.', code: 'forbidden' }, { status: 403 })
        : json(history(version(1, 'Terms.'))),
    );
    const user = userEvent.setup();
    renderAdmin(<TermsEditor />);
    await user.type(await screen.findByLabelText('Rental terms'), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('You are not allowed to do that.')).toBeInTheDocument();
  });
});
