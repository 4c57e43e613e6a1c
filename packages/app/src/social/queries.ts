import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { hasSession } from '../session/has-session';

export const socialKeys = {
  all: ['social'] as const,
  accounts: () => [...socialKeys.all, 'accounts'] as const,
};

export const socialQueries = {
  /** The user's linked social accounts with their pages (403 and 404 read as none, accounts §6). */
  accounts: () =>
    queryOptions({
      queryKey: socialKeys.accounts(),
      queryFn: () => api.social.accounts(),
      enabled: hasSession,
    }),
};
