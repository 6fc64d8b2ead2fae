import { NotFoundMessage } from '@/components/layout/not-found-message';

export default function FundraiserNotFound() {
  return (
    <NotFoundMessage
      title="Fundraiser Not Found"
      message="This fundraiser page does not exist or is not public."
      backHref="/"
      backLabel="Back to home"
    />
  );
}
