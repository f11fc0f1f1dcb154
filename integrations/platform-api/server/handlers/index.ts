import { getSession, listWatchlist, removeWatchlistCar, requestSignInCode, saveWatchlistCar, signOut, verifySignInCode } from './account.ts';
import type { RouteHandlers } from './handler-context.ts';
import { submitLead } from './leads.ts';
import { accountActivity } from './account-activity.ts';
import { confirmOnlinePayment, createOnlinePayment, getOnlinePayment } from './online-payments.ts';
import { getSpin, spinWheel } from './spin-to-win.ts';
import { deleteAccount } from './account-deletion.ts';
import { listSavedSearches, removeSavedSearch, saveSearch, setAlertEmail } from './saved-searches.ts';
import { saveMiscellaneous } from './miscellaneous.ts';
import { resumePurchaseJourney, startPurchaseJourney, submitPurchaseStep } from './purchase-journey.ts';
import { confirmReservation, createReservation } from './reservations.ts';
import { cancelReservation } from './reservation-cancel.ts';
import { testDriveAvailability } from './test-drive.ts';
import { acceptOffer, lookupRego, submitValuation } from './trade-in.ts';
import { carPdf } from './vehicle-pdf.ts';
import { carAutogauge, carStatus, carStatuses, carViews, deliveryPrice, financeDetails, trackPhoneReveal } from './vehicle-pages.ts';

/** One handler per route of the contract; the type makes a missing or misspelt one a compile error. */
export const handlers: RouteHandlers = {
  submitLead,
  lookupRego,
  submitValuation,
  acceptOffer,
  saveMiscellaneous,
  saveWatchlistCar,
  removeWatchlistCar,
  listWatchlist,
  saveSearch,
  listSavedSearches,
  removeSavedSearch,
  setAlertEmail,
  deleteAccount,
  carViews,
  carStatus,
  carStatuses,
  carAutogauge,
  carPdf,
  financeDetails,
  deliveryPrice,
  testDriveAvailability,
  trackPhoneReveal,
  requestSignInCode,
  verifySignInCode,
  getSession,
  signOut,
  createReservation,
  confirmReservation,
  cancelReservation,
  startPurchaseJourney,
  submitPurchaseStep,
  resumePurchaseJourney,
  getSpin,
  spinWheel,
  createOnlinePayment,
  confirmOnlinePayment,
  getOnlinePayment,
  accountActivity,
};
