// The session cookies. Apart from the API client so the guard and the login page can tell whether
// someone is signed in without loading the client (the SDK's token store tree-shakes on its own).
import { createCookieTokenStore } from '@wallet-admin/sdk';

export const tokenStore = createCookieTokenStore();
