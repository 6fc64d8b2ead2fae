import { NotFoundMessage } from '@/components/layout/not-found-message';

export default function CampaignNotFound() {
  return (
    <NotFoundMessage
      title="Campaign Not Found"
      message="There is no campaign with this id. Pick one from the campaign list."
      backHref="/admin?tab=campaigns"
      backLabel="Back to Campaigns"
    />
  );
}
