/**
 * Whether an organisation is being entered on this page right now (login or 选择企业: the switch, then the
 * corporate info that decides the landing, spec 01 §4.2). The session exists from the switch on, so without
 * this the guard's "/login/* when logged in" rule (spec 01 §2.3) would leave the login page for /redirect
 * before the landing is known, and the landing would then be navigated to a second time.
 */
let entering = 0;

/** Runs `enter` with the flag set; nested or concurrent entries count. */
export async function whileEntering<T>(enter: () => Promise<T>): Promise<T> {
  entering += 1;
  try {
    return await enter();
  } finally {
    entering -= 1;
  }
}

/** True while {@link whileEntering} runs. */
export function isEntering(): boolean {
  return entering > 0;
}
