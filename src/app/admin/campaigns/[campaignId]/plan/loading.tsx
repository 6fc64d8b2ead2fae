export { CampaignPlanLoading as default } from '@/components/plan/campaign-plan-loading';
