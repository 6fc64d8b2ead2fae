import { NotFoundMessage } from '@/components/layout/not-found-message';

export default function CaptainCampaignNotFound() {
  return (
    <NotFoundMessage
      title="Campaign Not Found"
      message="There is no campaign with this id among the campaigns you manage."
      backHref="/captain/team-management"
      backLabel="Back to Team Management"
    />
  );
}
