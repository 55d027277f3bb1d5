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
import { BillingService } from '../modules/billing/billing.service';
import { OrganizationsService } from '../modules/organizations/organizations.service';
import { report, runChecks } from './doctor';

const USAGE = `Framehouse operator commands:
  npm run admin -- create-owner --email E --password P --organization O [--name N] [--plan TRIAL|PREMIUM|UNLIMITED|D2C_TRIAL|D2C_PREMIUM|D2C_UNLIMITED]
  npm run admin -- reset-password --email E --password P [--organization O]
  npm run admin -- set-plan --organization NAME_OR_ID --plan PLAN [--until YYYY-MM-DD]
  npm run admin -- doctor   (checks ffmpeg, the configuration, PostgreSQL, Redis and storage)`;

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
      until: { type: 'string' },
    },
    strict: true,
  });
  if (command === 'set-plan') return setPlan(values);
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
      const plan = planOption(values.plan ?? SubscriptionPlan.UNLIMITED);
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

function planOption(value: string | undefined): SubscriptionPlan {
  const plan = Object.values(SubscriptionPlan).find((candidate) => candidate === value?.trim());
  if (!plan) throw new UsageError(`Unknown plan "${value ?? ''}"`);
  return plan;
}

/** --until YYYY-MM-DD (or a full ISO date): the plan runs to the end of that day, UTC. */
function untilOption(value: string | undefined): Date | null {
  if (value === undefined) return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? `${value.trim()}T23:59:59.999Z` : value.trim();
  const until = new Date(day);
  if (Number.isNaN(until.getTime())) throw new UsageError(`--until is not a date: "${value}"`);
  if (until.getTime() <= Date.now()) throw new UsageError(`--until must be in the future: "${value}"`);
  return until;
}

/** Grants a plan without a payment (a server that sells nothing by card, or a gesture). */
async function setPlan(values: Record<string, string | undefined>): Promise<string> {
  const organizationRef = required(values, 'organization');
  const plan = planOption(required(values, 'plan'));
  const until = untilOption(values.until);
  const app = await NestFactory.createApplicationContext(AppModule.register(loadConfig()), {
    logger: ['error', 'warn'],
  });
  try {
    const organization = await app.get(OrganizationsService).findByNameOrId(organizationRef);
    if (!organization) throw new UsageError(`No organization "${organizationRef}"`);
    const dataSource = app.get<DataSource>(getDataSourceToken());
    const subscription = await dataSource.transaction((manager) =>
      app.get(BillingService).setPlan(manager, organization.id, plan, until),
    );
    const card = subscription.stripeSubscriptionId
      ? " It pays by card: the payment provider's next event about that subscription sets the plan again."
      : '';
    return `Organization "${organization.name}" is on plan ${plan} (${subscription.status}) ${
      until ? `until ${until.toISOString()}` : 'without end'
    }.${card}`;
  } finally {
    await app.close();
  }
}

/**
 * `doctor` starts no application (it must answer when Redis or PostgreSQL does not) and exits 1 when a
 * check found a problem.
 */
async function doctor(): Promise<never> {
  const { text, exitCode } = report(await runChecks());
  console.log(text);
  process.exit(exitCode);
}

if (process.argv[2] === 'doctor') {
  doctor().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
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
}
