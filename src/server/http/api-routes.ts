import type { Access } from './route';

/**
 * Every `/_api` endpoint and who may call it. The authorization-matrix test checks this list against the
 * route files on disk and against each handler's declared access, so a new route cannot be forgotten.
 */
export const apiRoutes: ReadonlyArray<{ method: 'GET' | 'POST' | 'PUT'; path: string; access: Access }> = [
  { method: 'GET', path: '/_api/health', access: 'public' },
  { method: 'GET', path: '/_api/products', access: 'public' },
  { method: 'GET', path: '/_api/products/single', access: 'public' },
  { method: 'POST', path: '/_api/contact', access: 'public' },
  { method: 'GET', path: '/_api/auth/session', access: 'public' },
  { method: 'POST', path: '/_api/auth/login_with_password', access: 'public' },
  { method: 'POST', path: '/_api/auth/register_with_password', access: 'public' },
  { method: 'POST', path: '/_api/auth/logout', access: 'public' },
  { method: 'POST', path: '/_api/auth/forgot-password', access: 'public' },
  { method: 'POST', path: '/_api/auth/reset-password', access: 'public' },
  { method: 'POST', path: '/_api/users/profile', access: 'user' },
  { method: 'GET', path: '/_api/users/settings', access: 'user' },
  { method: 'POST', path: '/_api/users/settings', access: 'user' },
  { method: 'GET', path: '/_api/captain/campaigns', access: ['admin', 'fundraiser_captain'] },
  { method: 'GET', path: '/_api/admin/stats', access: ['admin'] },
  { method: 'GET', path: '/_api/admin/products', access: ['admin'] },
  { method: 'POST', path: '/_api/admin/product', access: ['admin'] },
  { method: 'POST', path: '/_api/admin/product/update', access: ['admin'] },
  { method: 'POST', path: '/_api/admin/product/delete', access: ['admin'] },
  { method: 'POST', path: '/_api/admin/product/permanentdelete', access: ['admin'] },
  { method: 'POST', path: '/_api/products/order', access: 'public' },
  { method: 'GET', path: '/_api/cart/get', access: 'user' },
  { method: 'POST', path: '/_api/cart/add', access: 'user' },
  { method: 'POST', path: '/_api/cart/remove', access: 'user' },
  { method: 'POST', path: '/_api/cart/clear', access: 'user' },
  { method: 'POST', path: '/_api/cart/sync', access: 'user' },
  { method: 'GET', path: '/_api/campaign/leaderboard', access: 'public' },
  { method: 'GET', path: '/_api/campaign/products', access: 'public' },
  { method: 'GET', path: '/_api/fundraiser/details', access: 'public' },
  { method: 'POST', path: '/_api/images/sign', access: 'user' },
  { method: 'PUT', path: '/_api/images/upload', access: 'public' },
];
