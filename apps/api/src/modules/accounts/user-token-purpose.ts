/** What a mailed link is for; the other modules name it when they issue or consume one. */
export enum UserTokenPurpose {
  ACCOUNT_VERIFICATION = 'ACCOUNT_VERIFICATION',
  MEMBER_INVITATION = 'MEMBER_INVITATION',
  PASSWORD_RESET = 'PASSWORD_RESET',
  EMAIL_CHANGE = 'EMAIL_CHANGE',
}
