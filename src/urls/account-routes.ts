/** The account route that opens without signing in (docs/runtime-apps.md). */
export const manageBookingHash = "#/manage-my-booking-info";

/**
 * Routes the account apps open without signing in: "manage my booking" finds one booking by its
 * number and the driver's name (docs/runtime-apps.md); every other route asks for sign-in first.
 */
const withoutSignIn: readonly string[] = [manageBookingHash];

/** Whether an account link's route asks the visitor to sign in: its hash's first segment decides, the area's home too. */
export function needsSignIn(url: string): boolean {
  const route = /#\/[^/?]*/.exec(url)?.[0];
  return route === undefined || !withoutSignIn.includes(route);
}
