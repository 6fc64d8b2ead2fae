'use client';

import type { SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { TeamMember } from '@/lib/contracts/captain-team';
import { NudgeButton } from './nudge-button';
import { sortTeamMembers, teamMemberColumns } from './team-member-columns';

type Props = {
  campaignId: number;
  members: TeamMember[] | undefined;
  error: Error | null;
  fetching: boolean;
  onRetry: () => void;
};

/** The Team Members tab: each member's figures in the one data table, sortable, with the no-sales nudge. */
export function TeamMembersTable({ campaignId, members, error, fetching, onRetry }: Props) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const withoutSales = members?.filter((member) => member.orderCount === 0).length ?? 0;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>Team Members</CardTitle>
          <CardDescription>
            Sales, bags and supporters count every order credited to a member that was not cancelled.
          </CardDescription>
        </div>
        <NudgeButton
          campaignId={campaignId}
          kind="no-sales"
          count={withoutSales}
          label="Nudge members with no sales"
          title="Nudge members with no sales?"
          description={`${withoutSales} ${withoutSales === 1 ? 'member has' : 'members have'} not sold yet. Each gets an e-mail with their share kit: their page link, QR code and flyer. Anyone nudged or reminded in the last 24 hours, who unsubscribed, or who already had 3 team e-mails today is skipped.`}
        />
      </CardHeader>
      <CardContent>
        <DataTable
          columns={teamMemberColumns}
          data={members === undefined ? undefined : sortTeamMembers(members, sorting)}
          getRowId={(member) => String(member.id)}
          label="Team members table"
          caption="Team members and how each is doing"
          fetching={fetching}
          error={error}
          onRetry={onRetry}
          empty="No team members have joined this campaign yet."
          rowProps={(member) => ({ 'data-no-sales': member.orderCount === 0 ? 'true' : undefined })}
          sorting={{ state: sorting, onChange: setSorting }}
        />
      </CardContent>
    </Card>
  );
}
