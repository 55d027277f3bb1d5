import { ErrorCode } from '@framehouse/domain';
import { UserToken } from '../../src/modules/accounts/user-token.entity';
import {
  expireMailedToken,
  errorCode,
  payloadError,
  rowCount,
  validationFailure,
  type PayloadError,
} from '../support/fixtures';
import {
  ACCEPT_ALL,
  ME,
  PASSWORD,
  REGISTER,
  TOKEN_AUTH,
  login,
  mailedToken,
  registerOwner,
  uniqueEmail,
  type Owner,
} from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';

const REQUEST_RESET = `mutation RequestReset($email: String!) {
  requestPasswordReset(email: $email) { ok errors { field messages name } }
}`;

const RESET = `mutation Reset($token: String!, $newPassword: String!) {
  passwordReset(token: $token, newPassword: $newPassword) { ok errors { field messages name } }
}`;

interface RequestResult {
  requestPasswordReset: { ok: boolean | null; errors: PayloadError[] };
}

interface ResetResult {
  passwordReset: { ok: boolean | null; errors: PayloadError[] };
}

describe('requestPasswordReset and passwordReset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const requestReset = (email: string) => t.gql<RequestResult>(REQUEST_RESET, { email });
  const reset = (token: string, newPassword: string) => t.gql<ResetResult>(RESET, { token, newPassword });

  /** Asks for a reset of the owner's password and answers the token of the mailed link. */
  async function resetLink(owner: Owner): Promise<string> {
    const mailsBefore = t.mail.to(owner.email).length;
    const response = await requestReset(owner.email);
    expect(response.data.requestPasswordReset).toEqual({ ok: true, errors: [] });
    expect(t.mail.to(owner.email)).toHaveLength(mailsBefore + 1);
    const mail = await t.mail.latest(owner.email);
    const link = new URL(mail.links.find((candidate) => candidate.startsWith(t.url)) ?? '');
    expect(link.pathname).toBe('/reset-password/change');
    return link.searchParams.get('id') ?? '';
  }

  it('answers ok for an unknown email too, without sending any mail or writing a token', async () => {
    const email = uniqueEmail('unknown');
    const tokensBefore = await rowCount(t, UserToken);
    const response = await requestReset(email);
    expect(response.data.requestPasswordReset).toEqual({ ok: true, errors: [] });
    expect(t.mail.to(email)).toEqual([]);
    expect(await rowCount(t, UserToken)).toBe(tokensBefore);
  });

  it('answers ok without a mail to an owner who registered but never verified', async () => {
    const email = uniqueEmail('pending');
    await t.gql(REGISTER, {
      user: { name: 'Pending Pete', email, password: PASSWORD },
      legal: ACCEPT_ALL,
      plan: 'TRIAL',
    });
    const response = await requestReset(email);
    expect(response.data.requestPasswordReset).toEqual({ ok: true, errors: [] });
    expect(t.mail.to(email)).toHaveLength(1); // the verification mail only
  });

  it('answers "Incorrect email format" for a malformed address', async () => {
    for (const email of ['not-an-email', '', 'two words@example.com']) {
      const response = await requestReset(email);
      expect(response.data.requestPasswordReset).toEqual({
        ok: null,
        errors: [validationFailure('email', 'Incorrect email format')],
      });
    }
  });

  it('resets once with the mailed link: the old session ends, the new password signs in, the old one does not', async () => {
    const owner = await registerOwner(t);
    const token = await resetLink(owner);

    const response = await reset(token, 'brand-New-Password-42');
    expect(response.data.passwordReset).toEqual({ ok: true, errors: [] });

    const oldSession = await t.gql(ME, {}, owner.token);
    expect(errorCode(oldSession)).toBe(ErrorCode.AUTH_REQUIRED);
    expect(oldSession.errors?.[0]?.message).toBe('Invalid session. Try to log in again.');

    const newSession = await login(t, owner.email, 'brand-New-Password-42');
    expect((await t.gql(ME, {}, newSession)).errors).toBeUndefined();
    const oldPassword = await t.gql<{ tokenAuth: { errors: PayloadError[] } }>(TOKEN_AUTH, {
      email: owner.email,
      password: PASSWORD,
    });
    expect(oldPassword.data.tokenAuth.errors).toEqual([payloadError(ErrorCode.INVALID_CREDENTIALS)]);

    const again = await reset(token, 'yet-Another-Password-43');
    expect(again.data.passwordReset).toEqual({
      ok: null,
      errors: [payloadError(ErrorCode.TOKEN_INVALID, 'token')],
    });
  });

  it('applies the password rules on newPassword and keeps the link usable until a valid password is sent', async () => {
    const owner = await registerOwner(t);
    const token = await resetLink(owner);
    const localPart = owner.email.split('@')[0] ?? '';

    expect((await reset(token, 'Sh0rt!')).data.passwordReset).toEqual({
      ok: null,
      errors: [payloadError(ErrorCode.PASSWORD_TOO_SHORT, 'newPassword')],
    });
    expect((await reset(token, localPart)).data.passwordReset.errors).toEqual([
      payloadError(ErrorCode.PASSWORD_TOO_SIMILAR, 'newPassword'),
    ]);
    expect((await reset(token, '4815162342')).data.passwordReset.errors).toEqual([
      payloadError(ErrorCode.PASSWORD_ENTIRELY_NUMERIC, 'newPassword'),
    ]);
    expect((await reset(token, '1234')).data.passwordReset.errors).toEqual([
      payloadError(ErrorCode.PASSWORD_TOO_SHORT, 'newPassword'),
      payloadError(ErrorCode.PASSWORD_ENTIRELY_NUMERIC, 'newPassword'),
    ]);
    const messages = (await reset(token, localPart)).data.passwordReset.errors.flatMap(
      (error) => error.messages,
    );
    expect(messages).toEqual(['This password is too similar to your email address.']);

    // None of the refusals used the link up, nor changed the password.
    expect(await login(t, owner.email, PASSWORD)).toEqual(expect.any(String));
    expect((await reset(token, 'finally-Valid-Password-7')).data.passwordReset).toEqual({
      ok: true,
      errors: [],
    });
    expect(await login(t, owner.email, 'finally-Valid-Password-7')).toEqual(expect.any(String));
  });

  it('answers TOKEN_EXPIRED for a link opened too late and leaves the password unchanged', async () => {
    const owner = await registerOwner(t);
    const token = await resetLink(owner);
    await expireMailedToken(t, token);
    const response = await reset(token, 'too-Late-Password-9');
    expect(response.data.passwordReset).toEqual({
      ok: null,
      errors: [payloadError(ErrorCode.TOKEN_EXPIRED, 'token')],
    });
    expect(await login(t, owner.email, PASSWORD)).toEqual(expect.any(String));
  });

  it('voids an earlier link when a new one is requested, and refuses garbage and other-purpose tokens', async () => {
    const owner = await registerOwner(t);
    const first = await resetLink(owner);
    const second = await resetLink(owner);
    expect((await reset(first, 'first-Link-Password-1')).data.passwordReset.errors).toEqual([
      payloadError(ErrorCode.TOKEN_INVALID, 'token'),
    ]);

    const pending = uniqueEmail('pending');
    await t.gql(REGISTER, {
      user: { name: 'Pending Pat', email: pending, password: PASSWORD },
      legal: ACCEPT_ALL,
      plan: 'TRIAL',
    });
    const verificationLink = await mailedToken(t, pending);
    for (const token of ['garbage', '', verificationLink]) {
      expect((await reset(token, 'some-Valid-Password-2')).data.passwordReset.errors).toEqual([
        payloadError(ErrorCode.TOKEN_INVALID, 'token'),
      ]);
    }
    expect((await reset(second, 'second-Link-Password-2')).data.passwordReset).toEqual({
      ok: true,
      errors: [],
    });
  });
});
