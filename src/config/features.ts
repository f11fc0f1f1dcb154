import { z } from 'zod';

const flag = (fallback: boolean, why: string) => z.boolean().default(fallback).describe(why);

/** Feature switches: one line each, read as `site.features.<name>` everywhere. */
export const FeaturesSchema = z
  .strictObject({
    reserve: flag(true, 'Reserve Car Now: a $200 refundable deposit holds a car for 48 hours. Needs the platform API: off without one.'),
    finance: flag(true, 'Finance calculator, Get Finance buttons and finance pages.'),
    testDrive: flag(true, 'Test Drive button and the book-test-drive form.'),
    tradeIn: flag(true, 'Trade-in valuation journey and the Trade-In Valuation button.'),
    chat: flag(false, 'Instant Message (chat) replaces Enquire when a chat bot and token are configured.'),
    blog: flag(true, 'Blog pages and the Blog menu entry (only shown when the dealer has posts).'),
    favourites: flag(
      true,
      "Favourite (heart) controls on cards. They save to the platform watchlist, the list the vehicle page's Save keeps, where the dealer has one (`watchlist` on and a platform API); else in the browser.",
    ),
    compare: flag(true, 'Compare page showing up to 3 cars side by side.'),
    onlinePurchase: flag(false, 'Online Purchase button and the /checkout-journey route. Needs the platform API: off without one.'),
    watchlist: flag(true, 'Watchlist / my-garage for signed-in users. Needs the platform API: off without one.'),
    subscriptions: flag(false, 'Show subscription prices (per week) before the normal price.'),
    autogauge: flag(true, 'Price-comparison gauge on vehicle pages.'),
    delivery: flag(true, 'Delivery price calculator on vehicle pages.'),
    similarCars: flag(true, 'Similar cars block on vehicle pages.'),
    fuelCalculator: flag(true, 'Fuel cost calculator on vehicle pages (never for electric cars).'),
    salesCounter: flag(false, "'Cars sold this month' on the home page; what it counts is experience.salesCounterMode."),
    stickyFooterCta: flag(false, 'Sticky footer call to action on vehicle pages.'),
    carHistoryReport: flag(true, 'Car History Report button when a vehicle has a history file.'),
    printPdf: flag(true, 'Print PDF of a vehicle (needs the platform API).'),
    reviews: flag(true, 'Reviews on location pages and the home page.'),
    electricTag: flag(false, 'Electric/hybrid tag takes the first place in the card tag priority.'),
  })
  .prefault({});

export type Features = z.infer<typeof FeaturesSchema>;
