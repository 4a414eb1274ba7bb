// The operations served by their own handler instead of the generic crud set, by operationId.
import type { Handler } from '../types.ts';
import {
  deleteUser,
  endSession,
  endSessions,
  getUser,
  getUserRoleType,
  listSecurityLog,
  listSession,
  logout,
  modifyPassword,
  register,
  resetPassword,
  resetSecondFactors,
  setSecurityEmail,
  setUserRole,
  setUserStatus,
} from './accounts.ts';
import { verifyAuditLog } from './audit-log.ts';
import { downloadTableExcel, syncCustomChain } from './chain.ts';
import { getDashboardSummary, getUploadCredentials } from './dashboard.ts';
import { findRows } from './find.ts';
import {
  createSavedView,
  deleteSavedView,
  getConsoleSettings,
  getListSetting,
  listSavedView,
  setListSetting,
  updateSavedView,
} from './views.ts';
import { login } from './login.ts';
import { reauthenticate } from './reauth.ts';
import {
  addTotp,
  completeSignIn,
  enrolSignInTotp,
  listSecondFactors,
  removeTotp,
  renewRecoveryCodes,
  signInTotpOptions,
  totpOptions,
} from './factors.ts';
import {
  addPasskey,
  listPasskey,
  passkeyLogin,
  passkeyLoginOptions,
  passkeyOptions,
  reauthPasskeyOptions,
  removePasskey,
  renamePasskey,
} from './passkeys.ts';
import { sendTestMailTemplate } from './mail.ts';
import { finishSso, getSignInOptions, startSso } from './sso.ts';
import { getUserRoutes, listRole, listScreen, setRole } from './roles.ts';
import { sendMessage, setLastVersion } from './app-ops.ts';
import {
  deleteApplicationBlockchain,
  hideDappTag,
  listDappTag,
  listRecommend,
  listRecommendId,
  updateApplicationFixedOrder,
} from './applications.ts';
import { getNftMetadata, listNftMetadataType, syncNftTokenInfo } from './nft.ts';
import { getLastVersion, getTokenInfo, getTokenProtocolListMap, listDappProfit, searchApplication } from './public.ts';
import { statOtcOrderDaily } from './otc.ts';
import { revealPrepaidCardNo } from './card.ts';
import { trackSwapOrder } from './swap.ts';
import { approveApproval, listApproval, rejectApproval } from '../approval.ts';
import { listDeletedRows, listRowHistory, revertRow } from '../history.ts';
import * as exchange from './exchange.ts';
import { batchUpdateTokenLangExtension, updateTokenMarketAppContract, validateToken } from './tokens.ts';

export interface CustomHandler {
  run: Handler;
  /** false: the handler opens its own transactions (it must keep some writes of a failing call). */
  transaction?: boolean;
}

export const custom: Record<string, Handler | CustomHandler> = {
  // No transaction held open while the SMTP server answers: the call writes nothing.
  sendTestMailTemplate: { run: sendTestMailTemplate, transaction: false },
  listDeletedRows,
  listRowHistory,
  revertRow,
  listApproval,
  approveApproval,
  rejectApproval,
  login: { run: login, transaction: false },
  // A wrong code stays counted by the login throttle; the session opens in its own transaction (factors.ts).
  completeSignIn: { run: completeSignIn, transaction: false },
  signInTotpOptions: { run: signInTotpOptions, transaction: false },
  enrolSignInTotp: { run: enrolSignInTotp, transaction: false },
  listSecondFactors,
  totpOptions,
  addTotp,
  removeTotp,
  renewRecoveryCodes,
  getSignInOptions,
  // No transaction waits on the provider (its discovery document, the code exchange); finishSso's pending sign-in,
  // taken first, stays taken when a check fails.
  startSso: { run: startSso, transaction: false },
  finishSso: { run: finishSso, transaction: false },
  logout,
  register,
  getUser,
  getUserRoleType,
  listSession,
  endSession,
  endSessions,
  deleteUser,
  // Wrong old passwords are counted (throttled) even though the call fails: it opens its own transaction.
  modifyPassword: { run: modifyPassword, transaction: false },
  // Wrong proofs are counted (throttled) too.
  reauthenticate: { run: reauthenticate, transaction: false },
  reauthPasskeyOptions,
  // The challenge a response used is gone even when the response is refused.
  passkeyOptions,
  addPasskey: { run: addPasskey, transaction: false },
  listPasskey,
  renamePasskey,
  removePasskey,
  passkeyLoginOptions,
  passkeyLogin: { run: passkeyLogin, transaction: false },
  resetPassword,
  resetSecondFactors,
  setUserStatus,
  setUserRole,
  listSecurityLog,
  setSecurityEmail,
  listRole,
  setRole,
  listScreen,
  getUserRoutes,
  getUploadCredentials,
  getDashboardSummary,
  findRows,
  listSavedView,
  createSavedView,
  updateSavedView,
  deleteSavedView,
  getConsoleSettings,
  getListSetting,
  setListSetting,
  verifyAuditLog,
  syncCustomChain,
  downloadTableExcel,
  validateToken,
  updateTokenMarketAppContract,
  batchUpdateTokenLangExtension,
  listNftMetadataType,
  getNftMetadata,
  syncNftTokenInfo,
  getTokenInfo,
  getTokenProtocolListMap,
  listDappProfit,
  searchApplication,
  getLastVersion,
  updateApplicationFixedOrder,
  listRecommendId,
  listRecommend,
  listDappTag,
  hideDappTag,
  deleteApplicationBlockchain,
  setLastVersion,
  sendMessage,
  trackSwapOrder,
  statOtcOrderDaily,
  revealPrepaidCardNo,
  ...exchange,
};
