import { configure } from '@testing-library/react';

/**
 * The web tests' one timing setting: how long `findBy*` and `waitFor` wait for a condition before failing.
 * Testing Library's default of 1 s is shorter than one render can take while the whole suite runs on a loaded
 * 2-core machine (a double-recording page test failed at 1,017 ms); a condition still ends the wait as soon as
 * it holds, so passing tests are not slower.
 */
configure({ asyncUtilTimeout: 5_000 });
