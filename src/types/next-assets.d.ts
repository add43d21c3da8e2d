// Image module types from Next, so `npm run typecheck` works before any build has written next-env.d.ts.
/// <reference types="next/image-types/global" />
