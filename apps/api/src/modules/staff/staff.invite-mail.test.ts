import { afterAll, beforeAll, expect, it } from 'vitest';
import { STAFF_MESSAGES, type StaffInvite } from '@rental/shared/staff';
import { startMailReceiver, type MailReceiver } from '../notifications/test-receivers';
import { drain, parseMail } from '../../test/outbox';
import { createAdminToken } from '../../test/factories';
import { bearer, describeEachDatabase, type HarnessOptions } from '../../test/harness';

// docs/product.md#back-office: the staff member's set-password link goes by e-mail only when it
// can be built on PUBLIC_URL; a forged Host or Origin never makes its address.

let n = 0;
const member = () => ({ name: 'Ravi Kumar', email: `ravi.${++n}@example.com`, branch: 'Boduppal' });

let smtp: MailReceiver;
const withMail: HarnessOptions = { outbox: { autoStart: false } };
beforeAll(async () => {
  smtp = await startMailReceiver();
  withMail.config = { smtpUrl: smtp.url };
});
afterAll(() => smtp.close());

describeEachDatabase(
  'the set-password link by e-mail',
  (h) => {
    it('refuses to e-mail a link without PUBLIC_URL, whatever Host or Origin say', async () => {
      const owner = await createAdminToken(h);
      const payload = member();
      const res = await h.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: { ...bearer(owner), origin: 'https://evil.example', host: 'evil.example' },
        payload,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: STAFF_MESSAGES.publicUrlMissing,
        code: 'public_url_missing',
      });
      // Nothing half-made: no account, no link, no message.
      const account = await h.app.db
        .selectFrom('admins')
        .select('id')
        .where('email', '=', payload.email.trim().toLowerCase())
        .executeTakeFirst();
      expect(account).toBeUndefined();
      const queued = await h.app.db
        .selectFrom('messages')
        .select('id')
        .where('event', '=', 'staff_invite')
        .execute();
      expect(queued).toEqual([]);
    });

    it('builds the link on PUBLIC_URL when it is set, whatever the request says', async () => {
      await h.restart({ publicUrl: 'https://hyderabadselfdrive.in' });
      try {
        const owner = await createAdminToken(h);
        const res = await h.inject({
          method: 'POST',
          url: '/api/admin/staff',
          headers: {
            ...bearer(owner),
            origin: 'https://elsewhere.example',
            host: 'elsewhere.example',
          },
          payload: member(),
        });
        const invite = res.json() as StaffInvite;
        const before = smtp.received.length;
        await drain(h.app);
        await smtp.waitFor(before + 1);
        const mail = await parseMail(smtp.received[before]!);
        expect(mail.to).toMatchObject({ text: invite.staff.email });
        expect(mail.text).toContain(`https://hyderabadselfdrive.in${invite.link}`);
        expect(mail.text).not.toContain('elsewhere.example');
        // Sent, so no copy of the link is kept.
        const [message] = await h.app.db
          .selectFrom('messages')
          .selectAll()
          .where('event', '=', 'staff_invite')
          .execute();
        expect(message).toMatchObject({ state: 'sent', body: '(link withheld)', html: null });
      } finally {
        await h.restart({ publicUrl: undefined });
      }
    });
  },
  withMail,
);
