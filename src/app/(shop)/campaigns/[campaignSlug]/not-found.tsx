import { NotFoundMessage } from '@/components/layout/not-found-message';

export default function CampaignNotFound() {
  return (
    <NotFoundMessage
      title="Campaign Not Found"
      message="We could not find that fundraising campaign. Please check the link."
      backHref="/"
      backLabel="Back to home"
    />
  );
}
