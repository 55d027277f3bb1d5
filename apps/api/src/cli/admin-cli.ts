import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import { normalizeEmail, passwordProblems, SubscriptionPlan, validateEmail } from '@framehouse/domain';
import { parseArgs } from 'node:util';
import type { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import { AccountsService } from '../modules/accounts/accounts.service';
import { hashPassword } from '../modules/accounts/password-hasher';
import { UsersService } from '../modules/accounts/users.service';
import { OrganizationsService } from '../modules/organizations/organizations.service';

const USAGE = `Framehouse operator commands:
  npm run admin -- create-owner --email E --password P --organization O [--name N] [--plan TRIAL|PREMIUM|UNLIMITED|D2C_TRIAL|D2C_PREMIUM|D2C_UNLIMITED]
  npm run admin -- reset-password --email E --password P [--organization O]`;

class UsageError extends Error {}

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name]?.trim();
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

function checkPassword(password: string, email: string): void {
  const problems = passwordProblems(password, email);
  if (problems.length) throw new UsageError(problems.map((problem) => problem.message).join(' '));
}

async function main(argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      organization: { type: 'string' },
      name: { type: 'string' },
      plan: { type: 'string' },
    },
    strict: true,
  });
  if (command !== 'create-owner' && command !== 'reset-password')
    throw new UsageError(`Unknown command "${command ?? ''}"`);
  const email = normalizeEmail(required(values, 'email'));
  const emailProblem = validateEmail(email);
  if (emailProblem) throw new UsageError(`${emailProblem}: ${email}`);
  const password = required(values, 'password');
  checkPassword(password, email);

  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(AppModule.register(config), {
    logger: ['error', 'warn'],
  });
  try {
    const dataSource = app.get<DataSource>(getDataSourceToken());
    if (command === 'create-owner') {
      const plan = (values.plan ?? SubscriptionPlan.UNLIMITED) as SubscriptionPlan;
      if (!Object.values(SubscriptionPlan).includes(plan)) throw new UsageError(`Unknown plan "${plan}"`);
      const organizations = app.get(OrganizationsService);
      const passwordHash = await hashPassword(password);
      const { organization, owner } = await dataSource.transaction((manager) =>
        organizations.createWithOwner(manager, {
          name: required(values, 'organization'),
          plan,
          owner: { email, name: values.name?.trim() || email.split('@')[0], passwordHash },
        }),
      );
      return `Created organization "${organization.name}" (${organization.id}) with owner ${owner.email} on plan ${plan}.`;
    }
    const accounts = (await app.get(UsersService).findAllByEmail(email)).filter(
      (user) =>
        !values.organization ||
        user.organization?.name.toLowerCase() === values.organization.trim().toLowerCase(),
    );
    if (!accounts.length)
      throw new UsageError(
        `No account for ${email}${values.organization ? ` in "${values.organization}"` : ''}`,
      );
    if (accounts.length > 1) {
      const names = accounts.map((user) => `"${user.organization?.name ?? '(no organization)'}"`).join(', ');
      throw new UsageError(`${email} has accounts in ${names}: add --organization`);
    }
    const service = app.get(AccountsService);
    await dataSource.transaction((manager) => service.setPassword(manager, accounts[0], password));
    return `Password of ${email} reset; the account's other sessions have ended.`;
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2))
  .then((message) => {
    console.log(message);
    process.exit(0);
  })
  .catch((error) => {
    if (error instanceof UsageError || (error instanceof Error && 'errors' in error)) {
      const details = 'errors' in error ? JSON.stringify((error as { errors: unknown }).errors) : '';
      console.error(`${error.message} ${details}`.trim());
      console.error(USAGE);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
