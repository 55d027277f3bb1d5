import { ErrorCode } from '@framehouse/domain';
import { payloadError, rowCount, type PayloadError } from '../support/fixtures';
import {
  ACCEPT_ALL,
  ERRORS,
  INVITE,
  PASSWORD,
  REGISTER,
  TOKEN_AUTH,
  registerOwner,
  uniqueEmail,
  type Owner,
} from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import { User } from '../../src/modules/accounts/user.entity';

interface TokenAuthResult {
  tokenAuth: { token: string | null; errors: PayloadError[] };
}

const RATE_LIMITED = [payloadError(ErrorCode.RATE_LIMITED)];
const INVALID_CREDENTIALS = [payloadError(ErrorCode.INVALID_CREDENTIALS)];

let addresses = 0;
/** A documentation address (RFC 5737) no other test of this app uses. */
const newAddress = () => {
  addresses += 1;
  return `203.0.113.${addresses}`;
};

const tokenAuthFrom = async (t: TestApp, address: string, email: string, password: string) =>
  (await t.gql<TokenAuthResult>(TOKEN_AUTH, { email, password }, undefined, address)).data.tokenAuth;

describe('sign-in rate limits under attack (AUTH_RATE_LIMIT=20)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('40 parallel wrong passwords: exactly the limit reach the password check, the rest are RATE_LIMITED', async () => {
    const owner = await registerOwner(t);
    const address = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) =>
        tokenAuthFrom(t, address, owner.email, `wrong-Guess-${attempt}`),
      ),
    );
    const answers = responses.map((response) => response.errors[0]?.name);
    expect(answers.filter((name) => name === ErrorCode.INVALID_CREDENTIALS)).toHaveLength(
      t.config.authRateLimit,
    );
    expect(answers.filter((name) => name === ErrorCode.RATE_LIMITED)).toHaveLength(
      40 - t.config.authRateLimit,
    );
    // Used up: the right password from that address waits too.
    expect((await tokenAuthFrom(t, address, owner.email, PASSWORD)).errors).toEqual(RATE_LIMITED);
  });

  it("an attacker who used up an email's attempts from one address does not lock its owner out elsewhere", async () => {
    const owner = await registerOwner(t);
    const attacker = newAddress();
    for (let attempt = 0; attempt < t.config.authRateLimit; attempt += 1) {
      expect((await tokenAuthFrom(t, attacker, owner.email, `wrong-Guess-${attempt}`)).errors).toEqual(
        INVALID_CREDENTIALS,
      );
    }
    expect((await tokenAuthFrom(t, attacker, owner.email, 'wrong-Guess-last')).errors).toEqual(RATE_LIMITED);

    const signedIn = await tokenAuthFrom(t, newAddress(), owner.email, PASSWORD);
    expect(signedIn.errors).toEqual([]);
    expect(signedIn.token).toEqual(expect.any(String));
  });
});

describe('sign-in rate limits per address and per email (AUTH_RATE_LIMIT=2)', () => {
  let t: TestApp;
  let limit: number;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '2' });
    limit = t.config.authRateLimit;
  });
  afterAll(() => t.close());

  it('one address guessing across many emails is stopped at 5× the limit, for every email it tries next', async () => {
    const address = newAddress();
    for (let email = 0; email < 5; email += 1) {
      const victim = uniqueEmail('sprayed');
      for (let attempt = 0; attempt < limit; attempt += 1) {
        expect((await tokenAuthFrom(t, address, victim, `wrong-Guess-${attempt}`)).errors).toEqual(
          INVALID_CREDENTIALS,
        );
      }
    }
    const owner = await registerOwner(t);
    expect((await tokenAuthFrom(t, address, owner.email, PASSWORD)).errors).toEqual(RATE_LIMITED);
    expect((await tokenAuthFrom(t, newAddress(), owner.email, PASSWORD)).errors).toEqual([]);
  });

  it('guesses at one email from many addresses stop at 5× the limit an hour, from any address', async () => {
    const owner = await registerOwner(t);
    for (let address = 0; address < 5; address += 1) {
      const from = newAddress();
      for (let attempt = 0; attempt < limit; attempt += 1) {
        expect((await tokenAuthFrom(t, from, owner.email, `wrong-Guess-${attempt}`)).errors).toEqual(
          INVALID_CREDENTIALS,
        );
      }
    }
    expect((await tokenAuthFrom(t, newAddress(), owner.email, 'wrong-Guess-more')).errors).toEqual(
      RATE_LIMITED,
    );
  });
});

const UPDATE_EMAIL_REQUEST = `mutation UpdateEmailRequest($email: String!) { updateEmailRequest(email: $email) { ${ERRORS} } }`;
const REQUEST_PASSWORD_RESET = `mutation Reset($email: String!) { requestPasswordReset(email: $email) { ok ${ERRORS} } }`;

describe('mail rate limits (MAIL_RATE_LIMIT_RECIPIENT=2, MAIL_RATE_LIMIT_ADDRESS=3)', () => {
  let t: TestApp;
  let owner: Owner;
  beforeAll(async () => {
    t = await startTestApp({ MAIL_RATE_LIMIT_RECIPIENT: '2', MAIL_RATE_LIMIT_ADDRESS: '3' });
    owner = await registerOwner(t);
  });
  afterAll(() => t.close());

  const register = async (email: string, address: string) =>
    (
      await t.gql<{ registerOrganizationOwner: { errors: PayloadError[] } }>(
        REGISTER,
        { user: { name: 'Rita Registrant', email, password: PASSWORD }, legal: ACCEPT_ALL, plan: 'TRIAL' },
        undefined,
        address,
      )
    ).data.registerOrganizationOwner.errors;

  it('registration: one address registering many emails is refused past its mails, and sends no more', async () => {
    const address = newAddress();
    const emails = [1, 2, 3, 4].map(() => uniqueEmail('registrant'));
    for (const email of emails.slice(0, 3)) expect(await register(email, address)).toEqual([]);
    const users = await rowCount(t, User);
    expect(await register(emails[3] ?? '', address)).toEqual(RATE_LIMITED);
    expect(t.mail.to(emails[3] ?? '')).toHaveLength(0);
    expect(await rowCount(t, User)).toBe(users);
    // Another address is not held back by it.
    expect(await register(emails[3] ?? '', newAddress())).toEqual([]);
    expect(t.mail.to(emails[3] ?? '')).toHaveLength(1);
  });

  it('the unverified-login resend: a recipient gets a handful of mails, from any address, then RATE_LIMITED', async () => {
    const email = uniqueEmail('unverified');
    expect(await register(email, newAddress())).toEqual([]);
    expect((await tokenAuthFrom(t, newAddress(), email, PASSWORD)).errors).toEqual([
      payloadError(ErrorCode.ACCOUNT_NOT_VERIFIED),
    ]);
    expect(t.mail.to(email)).toHaveLength(2);
    expect((await tokenAuthFrom(t, newAddress(), email, PASSWORD)).errors).toEqual(RATE_LIMITED);
    expect(t.mail.to(email)).toHaveLength(2);
  });

  it('email change: mails to one new address stop at the recipient limit', async () => {
    const newEmail = uniqueEmail('changed');
    const request = async () =>
      (
        await t.gql<{ updateEmailRequest: { errors: PayloadError[] } }>(
          UPDATE_EMAIL_REQUEST,
          { email: newEmail },
          owner.token,
          newAddress(),
        )
      ).data.updateEmailRequest.errors;
    expect(await request()).toEqual([]);
    expect(await request()).toEqual([]);
    expect(await request()).toEqual(RATE_LIMITED);
    expect(t.mail.to(newEmail)).toHaveLength(2);
  });

  it('invitations: one address inviting many is refused past its mails, before any account is made', async () => {
    const address = newAddress();
    const invite = async (email: string) =>
      (
        await t.gql<{ inviteOrganizationMember: { errors: PayloadError[] } }>(
          INVITE,
          { email, role: null },
          owner.token,
          address,
        )
      ).data.inviteOrganizationMember.errors;
    const emails = [1, 2, 3, 4].map(() => uniqueEmail('invited'));
    for (const email of emails.slice(0, 3)) expect(await invite(email)).toEqual([]);
    const users = await rowCount(t, User);
    expect(await invite(emails[3] ?? '')).toEqual(RATE_LIMITED);
    expect(t.mail.to(emails[3] ?? '')).toHaveLength(0);
    expect(await rowCount(t, User)).toBe(users);
  });

  it('password reset requests count against the same recipient limit as the other mails', async () => {
    const other = await registerOwner(t);
    const reset = async () =>
      (
        await t.gql<{ requestPasswordReset: { ok: boolean | null; errors: PayloadError[] } }>(
          REQUEST_PASSWORD_RESET,
          { email: other.email },
          undefined,
          newAddress(),
        )
      ).data.requestPasswordReset;
    expect(t.mail.to(other.email)).toHaveLength(1);
    expect(await reset()).toEqual({ ok: true, errors: [] });
    expect(await reset()).toEqual({ ok: null, errors: RATE_LIMITED });
    expect(t.mail.to(other.email)).toHaveLength(2);
  });
});
