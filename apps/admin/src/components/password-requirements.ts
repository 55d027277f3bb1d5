import { PASSWORD_MIN_LENGTH } from '@framehouse/domain';

/** The helper under every new-password field: the rules of validateNewPassword, in words. */
export const PASSWORD_REQUIREMENTS = `At least ${PASSWORD_MIN_LENGTH} characters, not only numbers, and not too similar to your email address.`;
