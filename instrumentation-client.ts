import { config } from 'zod/v4/core';

// The Content-Security-Policy allows no 'unsafe-eval' (src/server/security): zod's compiled parsers cannot
// run, and its probe for them (a caught `new Function`) would still be reported as a violation. This file
// runs before the app's modules, so every schema the forms define in the browser is built without them.
config({ jitless: true });
