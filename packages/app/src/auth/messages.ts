/** Sign-in and sign-up screen texts of the catalogue (accounts §8) and the app's own notices. */
export const authMessages = {
  loginFailed: 'Failed to login. Please try again.',
  googleCancelled: 'Login was cancelled. Please try again.',
  googleDenied: 'Access was denied. Please allow access to your Google account.',
  googleFailed: 'Google login failed. Please try again.',
  /** Google gave a token but signing in with it failed and the server said nothing readable. */
  googleActionFailed: 'Google login failed.',
  registrationError: 'An error occurred during registration',
  forgotFailed: 'Failed to send password reset email. Please try again.',
  resetTokenInvalid: 'Invalid or expired reset token. Please request a new password reset.',
  resetUidInvalid: 'Invalid reset link. Please request a new password reset.',
  resetFailed: 'Failed to reset password. Please try again.',
  resetDone: 'Your password has been reset. Please log in with your new password.',
  verifyFailed: 'Email verification failed. Please try again.',
  verifyLinkIncomplete: 'Invalid verification link. Missing required parameters.',
  verifyDone: 'Email verified successfully! You can now log in.',
} as const;

/** Spec delays: redirect 3 s after a reset or a verification; Google starts 100 ms after /signup/google opens. */
export const redirectDelayMs = 3000;
export const googleAutoStartMs = 100;
