import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { renderMail, type MailTemplate } from './mail-templates';

/**
 * Sends mail through SMTP. Without SMTP_URL (development) each mail is logged with its link, if it has
 * one, instead, so a developer can follow the flow from the console.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport?: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.smtpUrl) this.transport = createTransport(config.smtpUrl);
  }

  /** An absolute link into the admin app. */
  link(path: string, query: Record<string, string>): string {
    const url = new URL(path, `${this.config.publicUrl}/`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }

  async send(to: string, template: MailTemplate): Promise<void> {
    const { subject, text, html } = renderMail(template);
    if (!this.transport) {
      const link = 'link' in template ? template.link : undefined;
      this.logger.log({ to, subject, link }, `Mail to ${to}: ${subject}${link ? ` — ${link}` : ''}`);
      return;
    }
    await this.transport.sendMail({ from: this.config.mailFrom, to, subject, text, html });
  }
}
