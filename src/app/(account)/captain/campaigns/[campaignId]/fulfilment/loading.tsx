export { FulfilmentSheetLoading as default } from '@/components/fulfilment/fulfilment-sheet-loading';
