import { RoastPlanLoading } from '@/components/roast-plan/roast-plan-loading';

export default function Loading() {
  return <RoastPlanLoading />;
}
