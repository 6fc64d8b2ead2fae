export { MeetupModeLoading as default } from '@/components/meetup/meetup-mode-loading';
