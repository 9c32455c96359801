import type { EmailMessage } from './email.service.js';

// What sign-up tells the mailbox, and only the mailbox: the HTTP answer is the same in every case.

/** A new sign-up's verification token: this mail is its only plaintext copy (the table keeps its SHA-256). */
export function verificationEmail(to: string, name: string, baseUrl: string, token: string): EmailMessage {
  return {
    to,
    subject: 'Verify your email address',
    text:
      `Welcome to the risk API, ${name}.\n\n` +
      `Verify your address by posting this token to ${baseUrl}/v1/accounts/verify-email/ :\n\n` +
      `  ${token}\n\nor open ${baseUrl}/dashboard/verify-email?token=${token}\n\nThe token expires in 48 hours.`,
  };
}

/** To the owner of an address that already has an account: nothing was created or changed. */
export function signupAttemptNotice(to: string, baseUrl: string): EmailMessage {
  return {
    to,
    subject: 'Someone tried to sign up with your email address',
    text:
      `Someone tried to create a new organization at ${baseUrl} with this email address, which already has an account.\n\n` +
      `Nothing was created and your account is unchanged. If it was you, sign in with your existing account. ` +
      `If it was not, you can ignore this message.`,
  };
}

/** To a new address whose username is taken by another account: nothing was created. */
export function usernameTakenEmail(to: string, username: string, baseUrl: string): EmailMessage {
  return {
    to,
    subject: 'Your sign-up was not completed',
    text:
      `Someone (perhaps you) tried to sign up at ${baseUrl} with this email address and the username "${username}", which is already taken.\n\n` +
      `Nothing was created. To sign up, try again with another username.`,
  };
}

/** A password reset link (its token's only plaintext copy), valid for an hour. */
export function passwordResetEmail(to: string, baseUrl: string, token: string): EmailMessage {
  return {
    to,
    subject: 'Reset your password',
    text:
      `Someone (perhaps you) asked to reset the password of this account at ${baseUrl}.\n\n` +
      `Choose a new password at ${baseUrl}/dashboard/reset-password?token=${token}\n\n` +
      `or post this token with the new password to ${baseUrl}/v1/accounts/password-reset/confirm/ :\n\n  ${token}\n\n` +
      `The link expires in one hour and works once. If you did not ask, ignore this message: your password is unchanged.`,
  };
}

/** An invitation to join an organization; the link carries the token's only plaintext copy. */
export function invitationEmail(to: string, organizationName: string, role: string, baseUrl: string, token: string): EmailMessage {
  return {
    to,
    subject: `You are invited to join ${organizationName}`,
    text:
      `You have been invited to join ${organizationName} on the risk API (role ${role}).\n\n` +
      `Accept at ${baseUrl}/dashboard/accept-invitation?token=${token}\n\n` +
      `or post this token with a password to ${baseUrl}/v1/accounts/invitations/accept/ :\n\n  ${token}\n\n` +
      `The invitation expires in 7 days. If you did not expect it, ignore this message.`,
  };
}
