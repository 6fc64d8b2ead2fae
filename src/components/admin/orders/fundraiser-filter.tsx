'use client';

import { FilterSelect } from '@/components/data-table/filter-select';
import { useCampaignParticipants } from '@/hooks/api/admin-campaigns';

const LABEL = 'Fundraiser';
const ALL = 'All fundraisers';
const CLASS_NAME = 'w-52';

/**
 * The fundraiser filter (`subAccountId`): the chosen campaign's participants, whose credited orders the list then
 * shows. Without a campaign there is no one to list (20,000 people at a season's size), so it asks for one first;
 * a fundraiser already in the URL still shows and can be cleared.
 */
export function FundraiserFilter({
  campaignId,
  value,
  onChange,
}: {
  campaignId: string;
  value: string;
  onChange: (subAccountId: string) => void;
}) {
  const id = Number(campaignId);
  if (Number.isInteger(id) && id > 0) {
    return <CampaignFundraisers campaignId={id} value={value} onChange={onChange} />;
  }
  return (
    <FilterSelect
      label={LABEL}
      allLabel={value ? ALL : 'Choose a campaign first'}
      options={[]}
      value={value}
      onChange={onChange}
      className={CLASS_NAME}
    />
  );
}

// The participants endpoint pages; a campaign's team fits in its largest page.
const PARTICIPANTS = { page: 1, pageSize: 100, availablePage: 1, availablePageSize: 10 };

function CampaignFundraisers({
  campaignId,
  value,
  onChange,
}: {
  campaignId: number;
  value: string;
  onChange: (subAccountId: string) => void;
}) {
  const participants = useCampaignParticipants(campaignId, PARTICIPANTS);
  const options = (participants.data?.participants ?? []).map((person) => ({
    value: String(person.id),
    label: person.displayName || (person.email ?? ''),
  }));
  return (
    <FilterSelect
      label={LABEL}
      allLabel={ALL}
      options={options}
      value={value}
      onChange={onChange}
      className={CLASS_NAME}
    />
  );
}
