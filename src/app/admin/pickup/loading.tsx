import { CampaignPlanLoading } from '@/components/plan/campaign-plan-loading';

export default function ShopPickupLoading() {
  return <CampaignPlanLoading label="Loading the shop's pickup options" />;
}
