import { ErrorCode, OrganizationRole } from '@framehouse/domain';
import { errorCode, payloadError, validationFailure, type PayloadError } from '../support/fixtures';
import {
  ERRORS,
  INVITE,
  ME,
  PASSWORD,
  TOKEN_AUTH,
  addMember,
  login,
  registerOwner,
  uniqueEmail,
  type Owner,
} from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';

const UPDATE_PASSWORD = `mutation UpdatePassword($input: UpdatePasswordInput!) { updatePassword(updatePassword: $input) { ${ERRORS} } }`;
const UPDATE_EMAIL_REQUEST = `mutation UpdateEmailRequest($email: String!) { updateEmailRequest(email: $email) { ${ERRORS} } }`;
const UPDATE_USER_EMAIL = `mutation UpdateUserEmail($token: String!) { updateUserEmail(token: $token) { ${ERRORS} } }`;

describe('account settings: password and email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const updatePassword = async (token: string, currentPassword: string, password: string) =>
    (
      await t.gql<{ updatePassword: { errors: PayloadError[] } }>(
        UPDATE_PASSWORD,
        { input: { currentPassword, password } },
        token,
      )
    ).data.updatePassword.errors;
  const requestEmailChange = async (token: string, email: string) =>
    (await t.gql<{ updateEmailRequest: { errors: PayloadError[] } }>(UPDATE_EMAIL_REQUEST, { email }, token))
      .data.updateEmailRequest.errors;
  const confirmEmailChange = async (token: string) =>
    (await t.gql<{ updateUserEmail: { errors: PayloadError[] } }>(UPDATE_USER_EMAIL, { token })).data
      .updateUserEmail.errors;
  const tokenAuthErrors = async (email: string, password: string) =>
    (await t.gql<{ tokenAuth: { errors: PayloadError[] } }>(TOKEN_AUTH, { email, password })).data.tokenAuth
      .errors;

  /** The token of the newest email-change link mailed to an address. */
  async function emailChangeLink(address: string): Promise<string> {
    const mail = await t.mail.latest(address);
    const link = new URL(mail.links.find((candidate) => candidate.startsWith(t.url)) ?? '');
    expect(link.pathname).toBe('/update-email/change');
    return link.searchParams.get('id') ?? '';
  }

  describe('updatePassword', () => {
    let owner: Owner;
    beforeAll(async () => {
      owner = await registerOwner(t);
    });

    it('answers "Wrong password" on currentPassword and changes nothing', async () => {
      expect(await updatePassword(owner.token, 'not-my-Password-1', 'a-New-Password-11')).toEqual([
        validationFailure('currentPassword', 'Wrong password'),
      ]);
      expect(await updatePassword(owner.token, '', 'a-New-Password-11')).toEqual([
        validationFailure('currentPassword', 'Wrong password'),
      ]);
      expect(await login(t, owner.email, PASSWORD)).toEqual(expect.any(String));
    });

    it('applies the password rules on password', async () => {
      const localPart = owner.email.split('@')[0] ?? '';
      expect(await updatePassword(owner.token, PASSWORD, 'Sh0rt!')).toEqual([
        payloadError(ErrorCode.PASSWORD_TOO_SHORT, 'password'),
      ]);
      expect(await updatePassword(owner.token, PASSWORD, localPart)).toEqual([
        payloadError(ErrorCode.PASSWORD_TOO_SIMILAR, 'password'),
      ]);
      expect(await updatePassword(owner.token, PASSWORD, '31415926535')).toEqual([
        payloadError(ErrorCode.PASSWORD_ENTIRELY_NUMERIC, 'password'),
      ]);
      expect((await t.gql(ME, {}, owner.token)).errors).toBeUndefined();
    });

    it('changes the password and ends the sessions issued before the change', async () => {
      const otherSession = await login(t, owner.email, PASSWORD);
      expect(await updatePassword(owner.token, PASSWORD, 'changed-Password-21')).toEqual([]);

      for (const oldToken of [owner.token, otherSession]) {
        const me = await t.gql(ME, {}, oldToken);
        expect(errorCode(me)).toBe(ErrorCode.AUTH_REQUIRED);
      }
      expect(await tokenAuthErrors(owner.email, PASSWORD)).toEqual([
        payloadError(ErrorCode.INVALID_CREDENTIALS),
      ]);
      const newSession = await login(t, owner.email, 'changed-Password-21');
      expect((await t.gql(ME, {}, newSession)).errors).toBeUndefined();
    });

    it('a stolen session cannot guess the current password: RATE_LIMITED after AUTH_RATE_LIMIT attempts, even for the right one', async () => {
      const victim = await registerOwner(t);
      for (let attempt = 0; attempt < t.config.authRateLimit; attempt += 1) {
        expect(await updatePassword(victim.token, `guess-Number-${attempt}`, 'a-New-Password-11')).toEqual([
          validationFailure('currentPassword', 'Wrong password'),
        ]);
      }
      expect(await updatePassword(victim.token, 'guess-Number-last', 'a-New-Password-11')).toEqual([
        payloadError(ErrorCode.RATE_LIMITED),
      ]);
      expect(await updatePassword(victim.token, PASSWORD, 'a-New-Password-11')).toEqual([
        payloadError(ErrorCode.RATE_LIMITED),
      ]);
      expect(await login(t, victim.email, PASSWORD)).toEqual(expect.any(String));
    });
  });

  describe('updateEmailRequest and updateUserEmail', () => {
    let owner: Owner;
    beforeAll(async () => {
      owner = await registerOwner(t);
    });

    it('validates the new address with the settings form messages', async () => {
      const cases: Array<[string, string]> = [
        ['', 'New email address is required'],
        ['   ', 'New email address is required'],
        ['not-an-email', 'Email address is invalid'],
        ['spaces in@example.com', 'Email address is invalid'],
        [` ${owner.email.toUpperCase()} `, 'Set other email address than current'],
      ];
      for (const [email, message] of cases) {
        expect(await requestEmailChange(owner.token, email)).toEqual([validationFailure('email', message)]);
      }
    });

    it('mails the link to the new address; opening it changes the login email, once', async () => {
      const newEmail = uniqueEmail('renamed');
      const oldMails = t.mail.to(owner.email).length;
      expect(await requestEmailChange(owner.token, `  ${newEmail.toUpperCase()}  `)).toEqual([]);
      expect(t.mail.to(owner.email)).toHaveLength(oldMails);
      const token = await emailChangeLink(newEmail);

      // Nothing changes until the link is opened.
      expect(await login(t, owner.email, PASSWORD)).toEqual(expect.any(String));

      expect(await confirmEmailChange(token)).toEqual([]);
      const me = await t.gql<{ me: { email: string } }>(ME, {}, owner.token);
      expect(me.data.me.email).toBe(newEmail);
      expect(await login(t, newEmail, PASSWORD)).toEqual(expect.any(String));
      expect(await tokenAuthErrors(owner.email, PASSWORD)).toEqual([
        payloadError(ErrorCode.INVALID_CREDENTIALS),
      ]);

      expect(await confirmEmailChange(token)).toEqual([payloadError(ErrorCode.TOKEN_INVALID, 'token')]);
      expect(await confirmEmailChange('garbage')).toEqual([payloadError(ErrorCode.TOKEN_INVALID, 'token')]);
      owner.email = newEmail;
    });

    it('tells the old address once the change is confirmed, so a hijacked account does not change hands silently', async () => {
      const member = await addMember(t, owner, OrganizationRole.VIDEO_EDITOR);
      const newEmail = uniqueEmail('hijacked');
      expect(await requestEmailChange(member.token, newEmail)).toEqual([]);
      const mailsBefore = t.mail.to(member.email).length;
      expect(await confirmEmailChange(await emailChangeLink(newEmail))).toEqual([]);

      const notices = t.mail.to(member.email).slice(mailsBefore);
      expect(notices).toHaveLength(1);
      expect(notices[0]?.subject).toBe('Your Framehouse email address was changed');
      expect(notices[0]?.text).toContain(newEmail);
      // The notice to the old address carries no link that would act on the account.
      expect(notices[0]?.links.filter((link) => link.startsWith(t.url))).toEqual([]);
    });

    it('answers DUPLICATED_EMAIL_IN_ORGANIZATION for the address of another member of the organization', async () => {
      const member = await addMember(t, owner, OrganizationRole.CURATOR);
      expect(await requestEmailChange(owner.token, member.email)).toEqual([
        payloadError(ErrorCode.DUPLICATED_EMAIL_IN_ORGANIZATION, 'email'),
      ]);
      // An invited member who has not created the account yet holds the address too.
      const invited = uniqueEmail('invited');
      await t.gql(INVITE, { email: invited }, owner.token);
      expect(await requestEmailChange(member.token, invited)).toEqual([
        payloadError(ErrorCode.DUPLICATED_EMAIL_IN_ORGANIZATION, 'email'),
      ]);
    });

    it('checks the address again when the link is opened, and keeps the old email if it was taken meanwhile', async () => {
      const member = await addMember(t, owner, OrganizationRole.VIDEO_EDITOR);
      const wanted = uniqueEmail('wanted');
      expect(await requestEmailChange(member.token, wanted)).toEqual([]);
      const token = await emailChangeLink(wanted);
      await t.gql(INVITE, { email: wanted }, owner.token);

      expect(await confirmEmailChange(token)).toEqual([
        payloadError(ErrorCode.DUPLICATED_EMAIL_IN_ORGANIZATION, 'email'),
      ]);
      const me = await t.gql<{ me: { email: string } }>(ME, {}, member.token);
      expect(me.data.me.email).toBe(member.email);
    });

    it('allows an address that another organization uses', async () => {
      const other = await registerOwner(t);
      const member = await addMember(t, owner, OrganizationRole.VIDEO_EDITOR);
      expect(await requestEmailChange(member.token, other.email)).toEqual([]);
      expect(await confirmEmailChange(await emailChangeLink(other.email))).toEqual([]);
      const me = await t.gql<{ me: { email: string } }>(ME, {}, member.token);
      expect(me.data.me.email).toBe(other.email);
    });
  });
});
