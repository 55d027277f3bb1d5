import { TOKEN_STORAGE_KEY } from '@framehouse/domain';
import { useSyncExternalStore } from 'react';

/**
 * The session token, kept in localStorage under `token` (spec §4). Holding a token is the local
 * logged-in state; a token the API no longer accepts is removed on its first AUTH_REQUIRED answer.
 */
const listeners = new Set<() => void>();

function emitChange(): void {
  listeners.forEach((listener) => listener());
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  emitChange();
}

export function removeToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  emitChange();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes the state here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, () => getToken() !== null);
}
