export { PaperEntryLoading as default } from '@/components/paper-entry/paper-entry-loading';
