import { googleLoginMessages, loginMessages, registerMessages, transportMessages } from '@causeway/api-client';
import { apiPaths } from '@causeway/api-client/paths';
import { fakeGoogleCredential } from '../providers/credentials';
import { answer, dropped, sample, unreadable } from './answers';
import type { Scenario } from './types';

const { login, googleLogin: google, register } = apiPaths.users;

const newUser = {
  email: 'new.person@causeway.test',
  password: 'Welcome123',
  confirm_password: 'Welcome123',
  username: 'New Person',
};

export const loginScenarios: Scenario[] = [
  {
    id: 'login.unauthorized',
    area: 'login',
    description:
      "A 401 shows the server detail, or 'Your account is inactive or has been deleted. Please contact support.'",
    handlers: [answer('post', login, 401, {})],
    probe: {
      call: (api) => api.users.login(sample.login),
      outcome: { status: 401, message: loginMessages.unauthorized },
    },
  },
  {
    id: 'login.user-inactive',
    area: 'login',
    description:
      "Code user_inactive shows the detail, or 'Your account is currently inactive. Please contact support for assistance.'",
    handlers: [answer('post', login, 403, { code: 'user_inactive' })],
    probe: { call: (api) => api.users.login(sample.login), outcome: { status: 403, message: loginMessages.inactive } },
  },
  {
    id: 'login.non-field-error',
    area: 'login',
    description: 'A non_field_errors entry shows its first message.',
    handlers: [
      answer('post', login, 400, {
        non_field_errors: ['Unable to log in with provided credentials.', 'Too many failed attempts.'],
      }),
    ],
    probe: {
      call: (api) => api.users.login(sample.login),
      outcome: { status: 400, message: 'Unable to log in with provided credentials.' },
    },
  },
  {
    id: 'login.error',
    area: 'login',
    description: "Otherwise the detail or message, or 'An error occurred during login. Please try again.'",
    handlers: [answer('post', login, 500)],
    probe: { call: (api) => api.users.login(sample.login), outcome: { status: 500, message: loginMessages.fallback } },
  },
  {
    id: 'login.page-fallback',
    area: 'login',
    description: "Login page fallback: 'Failed to login. Please try again.'",
    handlers: [unreadable('post', login)],
    probe: {
      call: (api) => api.users.login(sample.login),
      outcome: { status: 200, message: transportMessages.invalidReply, kind: 'invalid-reply' },
    },
  },
];

export const googleLoginScenarios: Scenario[] = [
  {
    id: 'google-login.invalid-token',
    area: 'google-login',
    description: "A 400 shows the error or details field, or 'Invalid Google token. Please try again.'",
    handlers: [answer('post', google, 400, {})],
    probe: {
      call: (api) => api.users.googleLogin(fakeGoogleCredential()),
      outcome: { status: 400, message: googleLoginMessages.invalidToken },
    },
  },
  {
    id: 'google-login.server-error',
    area: 'google-login',
    description: "A 500 shows 'Server error during Google login. Please try again.'",
    handlers: [answer('post', google, 500)],
    probe: {
      call: (api) => api.users.googleLogin(fakeGoogleCredential()),
      outcome: { status: 500, message: googleLoginMessages.serverError },
    },
  },
  {
    id: 'google-login.error',
    area: 'google-login',
    description: "Otherwise 'An error occurred during Google login. Please try again.'",
    handlers: [answer('post', google, 503)],
    probe: {
      call: (api) => api.users.googleLogin(fakeGoogleCredential()),
      outcome: { status: 503, message: googleLoginMessages.fallback },
    },
  },
  {
    id: 'google-login.failed',
    area: 'google-login',
    description: "Action failure: 'Google login failed.'",
    handlers: [unreadable('post', google)],
    probe: {
      call: (api) => api.users.googleLogin(fakeGoogleCredential()),
      outcome: { status: 200, message: transportMessages.invalidReply, kind: 'invalid-reply' },
    },
  },
  {
    id: 'google-sdk.cancelled',
    area: 'google-sdk',
    description: "Sign-in screen: 'Login was cancelled. Please try again.'",
    handlers: [],
    provider: { google: 'cancel' },
  },
  {
    id: 'google-sdk.access-denied',
    area: 'google-sdk',
    description: "Sign-in screen: 'Access was denied. Please allow access to your Google account.'",
    handlers: [],
    provider: { google: 'deny' },
  },
  {
    id: 'google-sdk.failed',
    area: 'google-sdk',
    description: "Sign-in screen: 'Google login failed. Please try again.'",
    handlers: [],
    provider: { google: 'error' },
  },
];

export const registerScenarios: Scenario[] = [
  {
    id: 'register.field-errors',
    area: 'register',
    description: 'Server field errors (email, username, password, confirm_password) show on their fields.',
    handlers: [
      answer('post', register, 400, {
        email: ['user with this email already exists.'],
        username: ['A user with that username already exists.'],
        password: ['This password is too common.'],
        confirm_password: ['Passwords do not match.'],
      }),
    ],
    probe: {
      call: (api) => api.users.register(newUser),
      outcome: {
        status: 400,
        message: registerMessages.fallback,
        fields: ['email', 'username', 'password', 'confirm_password'],
      },
    },
  },
  {
    id: 'register.signup-method-error',
    area: 'register',
    description: 'signup_method and non_field_errors show as a banner.',
    handlers: [
      answer('post', register, 400, {
        signup_method: ['This email is registered with Google sign-in. Please log in with Google.'],
      }),
    ],
    probe: {
      call: (api) => api.users.register(newUser),
      outcome: { status: 400, message: 'This email is registered with Google sign-in. Please log in with Google.' },
    },
  },
  {
    id: 'register.non-field-error',
    area: 'register',
    description: 'signup_method and non_field_errors show as a banner.',
    handlers: [answer('post', register, 400, { non_field_errors: ['This invitation has already been used.'] })],
    probe: {
      call: (api) => api.users.register(newUser),
      outcome: { status: 400, message: 'This invitation has already been used.' },
    },
  },
  {
    id: 'register.error',
    area: 'register',
    description: "Otherwise 'Registration failed. Please try again.'",
    handlers: [answer('post', register, 500)],
    probe: { call: (api) => api.users.register(newUser), outcome: { status: 500, message: registerMessages.fallback } },
  },
  {
    id: 'register.invalid-response',
    area: 'register',
    description: "Also 'An error occurred during registration' and 'Invalid response from server'.",
    handlers: [answer('post', register, 200, {})],
    probe: {
      call: (api) => api.users.register(newUser),
      outcome: { status: 200, message: registerMessages.invalidReply, kind: 'invalid-reply' },
    },
  },
  {
    id: 'register.no-answer',
    area: 'register',
    description: "Also 'An error occurred during registration' and 'Invalid response from server'.",
    handlers: [dropped('post', register)],
    probe: {
      call: (api) => api.users.register(newUser),
      outcome: { status: null, message: transportMessages.network, kind: 'network' },
    },
  },
];
