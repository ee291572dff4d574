import { z } from 'zod';
import { BRANCH_NAMES } from './business';
import { EmailSchema, IdSchema, PasswordSchema, PersonNameSchema } from './fields';

// docs/product.md#back-office: the ADMIN_EMAIL account is the owner and sees every branch;
// staff handle the bookings, handovers, payments and documents of their own branch's cars.

export const STAFF_ROLES = ['owner', 'staff'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

export const StaffBranchSchema = z.enum(BRANCH_NAMES);

/** A staff member's set-password link stays good this long (docs/product.md#back-office). */
export const INVITE_TTL_HOURS = 72;
/** How many single-use recovery codes two-factor set-up gives. */
export const RECOVERY_CODE_COUNT = 10;

/** invited: the link is not used yet; active: signs in; disabled: the owner turned it off. */
export const STAFF_STATES = ['invited', 'active', 'disabled'] as const;

export const StaffMemberSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
  branch: StaffBranchSchema.nullable(),
  state: z.enum(STAFF_STATES),
  twoFactor: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffListSchema = z.array(StaffMemberSchema);

/** POST /api/admin/staff. */
export const AddStaffSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  branch: StaffBranchSchema,
});
export type AddStaffInput = z.input<typeof AddStaffSchema>;

/** PATCH /api/admin/staff/{id}: a new name, a new branch, or both. */
export const UpdateStaffSchema = z
  .object({ name: PersonNameSchema.optional(), branch: StaffBranchSchema.optional() })
  .refine((v) => v.name !== undefined || v.branch !== undefined, 'Send a name or a branch.');

/** The one-time set-password link: shown once to the owner, e-mailed when SMTP is set. */
export const StaffInviteSchema = z.object({
  staff: StaffMemberSchema,
  /** Path and fragment of the link, e.g. /admin/welcome#token=…; the token never reaches logs. */
  link: z.string(),
  expiresAt: z.string(),
  emailed: z.boolean(),
});
export type StaffInvite = z.infer<typeof StaffInviteSchema>;

/** POST /api/auth/welcome: the link's token and the new password. */
export const AcceptInviteSchema = z.object({
  token: z.string().trim().min(20, 'This link is not valid.').max(200, 'This link is not valid.'),
  password: PasswordSchema,
});
export type AcceptInviteInput = z.input<typeof AcceptInviteSchema>;
/**
 * The welcome link's answer. While the owner requires two-factor, `challenge` carries on to its
 * set-up (POST /api/auth/two-factor/setup and /confirm): only the link starts an enrolment,
 * never a password alone (docs/product.md#back-office).
 */
export const PasswordSetSchema = z.object({
  message: z.string(),
  email: z.string(),
  challenge: z.string().optional(),
});
export type PasswordSet = z.infer<typeof PasswordSetSchema>;

/** GET /api/admin/me: who is signed in, so the screens show what they may do. */
export const AdminMeSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
  branch: StaffBranchSchema.nullable(),
  twoFactor: z.boolean(),
  requireTwoFactor: z.boolean(),
});
export type AdminMe = z.infer<typeof AdminMeSchema>;

/** GET/PUT /api/admin/security: the owner's two-factor policy. */
export const TwoFactorPolicySchema = z.object({ requireTwoFactor: z.boolean() });
export type TwoFactorPolicy = z.infer<typeof TwoFactorPolicySchema>;

/** A 6-digit code from the authenticator app, or a recovery code (xxxxx-xxxxx). */
export const TwoFactorCodeSchema = z
  .string()
  .trim()
  .min(6, 'Enter the 6-digit code or a recovery code.')
  .max(20, 'Enter the 6-digit code or a recovery code.');

/** Starting one's own set-up from a signed-in session: the password typed again. */
export const TwoFactorOwnSetupSchema = z.object({
  password: z.string().min(1, 'Enter your password.').max(128),
});

/** Turning one's own two-factor off: a code of it, from the app or a recovery code. */
export const TwoFactorOffSchema = z.object({ code: TwoFactorCodeSchema });

/** The second step of signing in: the challenge from the first and a code. */
export const TwoFactorSignInSchema = z.object({
  challenge: z.string().min(1).max(2000),
  code: TwoFactorCodeSchema,
});

/** The password step's answer when a second step is needed: enter a code. */
export const TwoFactorChallengeSchema = z.object({
  message: z.string(),
  twoFactor: z.literal('code'),
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;

/** Setting up: the otpauth:// address (shown as a QR code) and its secret as text, once. */
export const TwoFactorSetupSchema = z.object({ uri: z.string(), secret: z.string() });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** Confirming the set-up with a first code; during sign-in the challenge comes along. */
export const TwoFactorConfirmSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
  challenge: z.string().min(1).max(2000).optional(),
});

/** The recovery codes, shown once; `token` is the session when the set-up ended a sign-in. */
export const TwoFactorEnabledSchema = z.object({
  recoveryCodes: z.array(z.string()),
  token: z.string().optional(),
});
export type TwoFactorEnabled = z.infer<typeof TwoFactorEnabledSchema>;

export const TwoFactorChallengeBodySchema = z.object({ challenge: z.string().min(1).max(2000) });

/** docs/product.md#texts: what the staff and two-factor screens and calls say. */
export const STAFF_MESSAGES = {
  emailTaken: 'An account with this e-mail already exists.',
  staffNotFound: 'Staff member not found.',
  inviteInvalid: 'This link is not valid any more. Ask the owner for a new one.',
  publicUrlMissing:
    "The link cannot be e-mailed: the site's address (PUBLIC_URL) is not set. Set it and try again.",
  passwordSet: 'Your password is set. Please sign in.',
  codeNeeded: 'Enter the code from your authenticator app.',
  setupNeeded: 'Your password is set. The owner requires two-factor sign-in: set it up now.',
  enrolByLink:
    'Two-factor sign-in is required, and it is set up from your welcome link. Open the link you were given, or ask the owner for a new one.',
  ownerFirst: 'Set up two-factor sign-in for your own account first, on the Security page.',
  requiredStaysOn:
    'Two-factor sign-in is required, so it stays on. For a new phone, staff ask the owner for a new welcome link; the owner stops requiring it first.',
  codeWrong: 'That code is not right. Please try again.',
  challengeExpired: 'Your sign-in has expired. Please start again.',
  alreadyOn: 'Two-factor sign-in is already on for this account.',
  noSetup: 'Start the two-factor set-up first.',
  notOn: 'Two-factor sign-in is already off for this account.',
  turnedOff: 'Two-factor sign-in is now off.',
  linkOnce: 'Copy this link now and give it to the staff member: it is shown only once.',
  linkEmailed: 'The link was also e-mailed to the staff member.',
  recoveryOnce:
    'Keep these recovery codes somewhere safe. Each works once, if you lose your phone. They are shown only once.',
  disableConfirm: 'Disable this account? Its sessions end at once.',
  enableConfirm: 'Enable this account again?',
  resetTwoFactorConfirm:
    'Turn two-factor sign-in off for this account? They sign in with their password alone; while it is required, they need a new link to set it up again.',
} as const;
