import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@rental/shared/messages';
import { json, renderAdmin, stubFetch, type RecordedCall } from '@/features/admin/shell/testing';
import { AddCarForm } from './add-car-form';

const png = (name = 'front.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function renderForm() {
  return renderAdmin(<AddCarForm />, { path: '/admin/add-car' });
}

async function fillValidCar(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Swift');
  await user.type(screen.getByLabelText('Brand'), 'Maruti Suzuki');
  await user.type(screen.getByLabelText('Registration number'), 'ts08ab1234');
  await user.selectOptions(screen.getByLabelText('Type'), 'Hatchback');
  await user.selectOptions(screen.getByLabelText('Fuel'), 'Petrol');
  await user.selectOptions(screen.getByLabelText('Transmission'), 'Manual');
  await user.type(screen.getByLabelText('Seats'), '5');
  await user.type(screen.getByLabelText('Price per day'), '1800');
  await user.type(screen.getByLabelText('Description'), 'A nimble city car.');
  await user.type(screen.getByLabelText('Features'), 'AC, , Bluetooth ,Reverse camera');
  await user.selectOptions(screen.getByLabelText('Branch'), 'Vanasthalipuram');
}

describe('add car form', () => {
  beforeEach(() => {
    // jsdom has no object URLs; the previews only need an address.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('names every empty field and the missing image, and sends nothing', async () => {
    const calls = stubFetch(() => json({}));
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Car' }));

    for (const field of [
      'Name',
      'Brand',
      'Registration number',
      'Type',
      'Fuel',
      'Transmission',
      'Seats',
      'Price per day',
      'Description',
      'Features',
    ]) {
      expect(await screen.findByText(MESSAGES.fillField(field))).toBeInTheDocument();
    }
    expect(screen.getByText(MESSAGES.uploadAtLeastOne)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(MESSAGES.fillField('Name'));
    expect(calls).toHaveLength(0);
  });

  it('refuses a file that is not JPG, PNG or WEBP and clears the choice', async () => {
    stubFetch(() => json({}));
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const input = screen.getByLabelText<HTMLInputElement>('Images');
    await user.upload(input, [png(), new File(['gif'], 'anim.gif', { type: 'image/gif' })]);

    expect(screen.getByText(MESSAGES.uploadBadType)).toBeInTheDocument();
    expect(input.value).toBe('');
    expect(screen.queryByAltText(/Preview of/)).not.toBeInTheDocument();
  });

  it('refuses more than three images', async () => {
    stubFetch(() => json({}));
    const user = userEvent.setup();
    renderForm();
    await user.upload(screen.getByLabelText('Images'), [
      png('1.png'),
      png('2.png'),
      png('3.png'),
      png('4.png'),
    ]);
    expect(screen.getByText(MESSAGES.uploadAtMostThree)).toBeInTheDocument();
  });

  it('shows previews and sends the multipart form with features split on commas', async () => {
    let sent: RecordedCall | undefined;
    stubFetch((call) => {
      sent = call;
      return json({ _id: 'car1', name: 'Swift' }, { status: 201 });
    });
    const user = userEvent.setup();
    const { router } = renderForm();
    await fillValidCar(user);
    await user.upload(screen.getByLabelText('Images'), [png('front.png'), png('side.png')]);
    expect(screen.getAllByAltText(/Preview of/)).toHaveLength(2);
    await user.click(screen.getByLabelText('Feature this car'));
    await user.click(screen.getByRole('button', { name: 'Add Car' }));

    await waitFor(() => expect(router.location.pathname).toBe('/admin/dashboard'));
    expect(sent?.url.pathname).toBe('/api/cars/add');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('authorization')).toBe('Bearer admin-test-token');
    const body = sent?.body as FormData;
    expect(body.getAll('features[]')).toEqual(['AC', 'Bluetooth', 'Reverse camera']);
    expect(body.get('featured')).toBe('true');
    expect(body.get('seats')).toBe('5');
    expect(body.get('branch')).toBe('Vanasthalipuram');
    expect(body.get('registrationNumber')).toBe('ts08ab1234');
    expect(body.getAll('images')).toHaveLength(2);
  });

  it('checks the registration number format before sending', async () => {
    const calls = stubFetch(() => json({}));
    const user = userEvent.setup();
    renderForm();
    await fillValidCar(user);
    await user.clear(screen.getByLabelText('Registration number'));
    await user.type(screen.getByLabelText('Registration number'), 'not a plate');
    await user.upload(screen.getByLabelText('Images'), [png()]);
    await user.click(screen.getByRole('button', { name: 'Add Car' }));
    expect(await screen.findByText(/Enter a valid registration number/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("puts the server's field messages beside the fields and shows its error", async () => {
    stubFetch(() =>
      json(
        {
          error: 'A car with this registration number already exists.',
          code: 'registration_taken',
          fields: { registrationNumber: 'Already registered.' },
        },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await fillValidCar(user);
    await user.upload(screen.getByLabelText('Images'), [png()]);
    await user.click(screen.getByRole('button', { name: 'Add Car' }));

    expect(
      await screen.findByText('A car with this registration number already exists.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Registration number')).toHaveAccessibleDescription(
      /Already registered\./,
    );
  });

  it("says 'Failed to add car.' without a server message and 'Unexpected server response.' on a wrong answer", async () => {
    let answer: Response = new Response('oops', { status: 502 });
    stubFetch(() => answer);
    const user = userEvent.setup();
    renderForm();
    await fillValidCar(user);
    await user.upload(screen.getByLabelText('Images'), [png()]);
    await user.click(screen.getByRole('button', { name: 'Add Car' }));
    expect(await screen.findByText(MESSAGES.addCarFailed)).toBeInTheDocument();

    answer = json({ ok: true }, { status: 200 });
    await user.click(screen.getByRole('button', { name: 'Add Car' }));
    expect(await screen.findByText(MESSAGES.unexpectedResponse)).toBeInTheDocument();
  });
});
