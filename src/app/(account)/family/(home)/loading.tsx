export { Authenticating as default } from '@/components/auth/authenticating';
