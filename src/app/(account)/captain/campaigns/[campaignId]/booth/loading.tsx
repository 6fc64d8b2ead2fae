export { BoothModeLoading as default } from '@/components/booth/booth-mode-loading';
