/** Every mail the platform sends: plain text first, with a minimal HTML twin. */
export type MailTemplate =
  | { kind: 'account-verification'; name: string; link: string }
  | { kind: 'member-invitation'; organizationName: string; inviterName: string; link: string }
  | { kind: 'password-reset'; name: string; link: string }
  | { kind: 'email-change'; name: string; link: string };

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

function compose(subject: string, lines: string[], action: string, link: string): RenderedMail {
  const text = [...lines, '', `${action}: ${link}`, '', '— Framehouse'].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    '<p>— Framehouse</p>',
  ].join('\n');
  return { subject, text, html };
}

export function renderMail(template: MailTemplate): RenderedMail {
  switch (template.kind) {
    case 'account-verification':
      return compose(
        'Confirm your Framehouse account',
        [`Hello ${template.name},`, 'Confirm your email address to create your organization.'],
        'Confirm your account',
        template.link,
      );
    case 'member-invitation':
      return compose(
        `You are invited to ${template.organizationName} on Framehouse`,
        [
          `${template.inviterName} invited you to join ${template.organizationName}.`,
          'Create your account to start.',
        ],
        'Create your account',
        template.link,
      );
    case 'password-reset':
      return compose(
        'Reset your Framehouse password',
        [
          `Hello ${template.name},`,
          'Someone asked to reset your password. If it was not you, ignore this mail.',
        ],
        'Choose a new password',
        template.link,
      );
    case 'email-change':
      return compose(
        'Confirm your new email address',
        [`Hello ${template.name},`, 'Confirm this address to use it for logging in to Framehouse.'],
        'Confirm the new address',
        template.link,
      );
  }
}
