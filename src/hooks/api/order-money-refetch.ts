import { auditKeys } from './admin-audit';
import { chartKeys } from './admin-charts';
import { balanceKeys } from './balances';
import { fulfilmentKeys, orderDetailKeys, orderKeys } from './order-keys';

/**
 * What a change to an order's money or status makes stale: a status can record a ledger entry and moves what is
 * delivered, a payment moves balances and charts. One order's page when its number is known, else every order page;
 * always the order lists, Activity, balances, fulfilment sheets and charts.
 */
export const afterOrderMoneyChange = (orderNumber?: string) => [
  orderNumber === undefined ? orderDetailKeys.all : orderDetailKeys.detail(orderNumber),
  orderKeys.all,
  auditKeys.all,
  balanceKeys.all,
  fulfilmentKeys.all,
  chartKeys.all,
];
