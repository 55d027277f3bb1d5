/** Every mail the platform sends: plain text first, with a minimal HTML twin. */
export type MailTemplate =
  | { kind: 'account-verification'; name: string; link: string }
  | { kind: 'member-invitation'; organizationName: string; inviterName: string; link: string }
  | { kind: 'password-reset'; name: string; link: string }
  | { kind: 'email-change'; name: string; link: string }
  | { kind: 'email-changed'; name: string; newEmail: string };

interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** What a mail asks the reader to do; a notice asks nothing and links to nothing. */
interface Action {
  label: string;
  link: string;
}

function compose(subject: string, lines: string[], action?: Action): RenderedMail {
  const text = [
    ...lines,
    ...(action ? ['', `${action.label}: ${action.link}`] : []),
    '',
    '— Framehouse',
  ].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>`] : []),
    '<p>— Framehouse</p>',
  ].join('\n');
  return { subject, text, html };
}

export function renderMail(template: MailTemplate): RenderedMail {
  switch (template.kind) {
    case 'account-verification':
      return compose(
        'Confirm your Framehouse account',
        [
          `Hello ${template.name},`,
          'Confirm your email address to create your organization.',
          // Each registration of an address has its own link and password (AccountsService.registerOwner).
          'If you did not register, ignore this mail: a registration is used only once its link is opened.',
        ],
        { label: 'Confirm your account', link: template.link },
      );
    case 'member-invitation':
      return compose(
        `You are invited to ${template.organizationName} on Framehouse`,
        [
          `${template.inviterName} invited you to join ${template.organizationName}.`,
          'Create your account to start.',
        ],
        { label: 'Create your account', link: template.link },
      );
    case 'password-reset':
      return compose(
        'Reset your Framehouse password',
        [
          `Hello ${template.name},`,
          'Someone asked to reset your password. If it was not you, ignore this mail.',
        ],
        { label: 'Choose a new password', link: template.link },
      );
    case 'email-change':
      return compose(
        'Confirm your new email address',
        [`Hello ${template.name},`, 'Confirm this address to use it for logging in to Framehouse.'],
        { label: 'Confirm the new address', link: template.link },
      );
    case 'email-changed':
      return compose('Your Framehouse email address was changed', [
        `Hello ${template.name},`,
        `The email address of your Framehouse account was changed to ${template.newEmail}; you now log in with that address.`,
        'If you did not make this change, contact the support.',
      ]);
  }
}
