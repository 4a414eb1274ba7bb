/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Secret of the `console` app key for signed public calls (a demo default is built in). */
  readonly VITE_APP_SECRET?: string;
}
