export { proxy } from '../proxy';

// Next reads this literally, so it cannot be re-exported: every path gets the security headers.
export const config = { matcher: ['/:path*'] };
