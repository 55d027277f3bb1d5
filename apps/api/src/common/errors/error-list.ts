import { ErrorCode, ErrorMessages, passwordProblems, type ValidationResult } from '@framehouse/domain';
import { ContractError, type PayloadError } from './contract-error';

/** Gathers every failure of an input so the caller sees them all at once, then throws them together. */
export class ErrorList {
  private readonly errors: PayloadError[] = [];

  /** A validator's message, if any, as a VALIDATION_ERROR of `field`. */
  check(field: string, message: ValidationResult): this {
    if (message) this.errors.push({ name: ErrorCode.VALIDATION_ERROR, field, messages: [message] });
    return this;
  }

  /** A catalogue code with its catalogue message when `failed`. */
  code(failed: boolean, code: ErrorCode, field: string | null = null): this {
    if (failed) this.errors.push({ name: code, field, messages: [ErrorMessages[code]] });
    return this;
  }

  /** The server's password rules (PASSWORD_TOO_SHORT, PASSWORD_TOO_SIMILAR, PASSWORD_ENTIRELY_NUMERIC). */
  password(field: string, password: string, email?: string | null): this {
    for (const problem of passwordProblems(password, email)) {
      this.errors.push({ name: problem.code, field, messages: [problem.message] });
    }
    return this;
  }

  throwIfAny(): void {
    if (this.errors.length) throw new ContractError(this.errors);
  }
}
