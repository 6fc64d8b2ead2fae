'use client';

import { Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { SearchInput } from '@/components/data-table/search-input';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogShell, type TargetDialogProps } from '@/components/ui/dialog-shell';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import type { AdminCampaign } from '@/lib/contracts/admin-campaigns';
import { useCampaignParticipants, useParticipantChange } from '@/hooks/api/admin-campaigns';

/** Spec section 9: the participants skeleton has 3 rows. */
const SKELETON_ROWS = 3;
/** A dialog shows fewer rows than a panel. */
const PARTICIPANTS_PAGE_SIZE = 10;
const AVAILABLE_PAGE_SIZE = 25;

/** Manage Participants: add someone from the available users, remove participants, Close. */
export function CampaignParticipantsDialog({
  campaign,
  onClose,
  contentProps,
}: TargetDialogProps & { campaign: AdminCampaign | null }) {
  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {campaign ? (
        <DialogShell
          className="sm:max-w-lg"
          {...contentProps}
          title="Manage Participants"
          description={<>Fundraisers and captains taking part in {campaign.name}.</>}
          footer={
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
          }
        >
          <ParticipantsManager key={campaign.id} campaign={campaign} />
        </DialogShell>
      ) : null}
    </Dialog>
  );
}

/**
 * Both lists page on the server: the participants (latest to join first) and the people who could join, searched by
 * name or e-mail. The dialog keeps its pages and search to itself (they are not in the URL: the dialog is not).
 */
function ParticipantsManager({ campaign }: { campaign: AdminCampaign }) {
  const [page, setPage] = useState(1);
  const [availablePage, setAvailablePage] = useState(1);
  const [availableSearch, setAvailableSearch] = useState('');
  const data = useCampaignParticipants(campaign.id, {
    page,
    pageSize: PARTICIPANTS_PAGE_SIZE,
    availablePage,
    availablePageSize: AVAILABLE_PAGE_SIZE,
    availableSearch,
  });
  const add = useParticipantChange(campaign.id, 'add');
  const remove = useParticipantChange(campaign.id, 'remove');
  const [userId, setUserId] = useState('');
  const busy = add.isPending || remove.isPending;

  if (data.isPending) {
    return (
      <ul className="grid gap-3" aria-busy="true" aria-label="Loading participants">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <li key={i} data-testid="skeleton-row">
            <Skeleton className="h-10 w-full" />
          </li>
        ))}
      </ul>
    );
  }
  if (data.error && !data.data) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        Error Loading Data: {data.error.message || 'Request failed'}
      </p>
    );
  }
  const { participants, total, availableUsers: available, availableTotal } = data.data;
  // A removal or an addition can leave a page past the end: go back to the last one.
  // The pick holds while its person is listed: a search that settles after the pick (debounced) keeps it when they
  // still match, and drops it when they do not.
  const selected = available.some((user) => String(user.id) === userId) ? userId : '';
  const lastPage = (count: number, size: number) => Math.max(1, Math.ceil(count / size));
  if (!data.isPlaceholderData && page > lastPage(total, PARTICIPANTS_PAGE_SIZE))
    setPage(lastPage(total, PARTICIPANTS_PAGE_SIZE));
  if (!data.isPlaceholderData && availablePage > lastPage(availableTotal, AVAILABLE_PAGE_SIZE))
    setAvailablePage(lastPage(availableTotal, AVAILABLE_PAGE_SIZE));

  return (
    <div className="grid gap-5" aria-busy={data.isPlaceholderData || undefined}>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (selected) add.mutate(Number(selected), { onSuccess: () => setUserId('') });
        }}
      >
        <SearchInput
          label="Find people to add"
          placeholder="Name or e-mail"
          value={availableSearch}
          onChange={(search) => {
            setAvailableSearch(search);
            setAvailablePage(1);
          }}
        />
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor="participant-user">Add a participant</Label>
            <Select value={selected} onValueChange={setUserId} disabled={busy || available.length === 0}>
              <SelectTrigger id="participant-user">
                <SelectValue placeholder={available.length === 0 ? 'No users available' : 'Select a user'} />
              </SelectTrigger>
              <SelectContent>
                {available.map((user) => (
                  <SelectItem key={user.id} value={String(user.id)}>
                    {user.displayName} ({user.email})
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button type="submit" disabled={busy || !selected}>
            <UserPlus aria-hidden="true" />
            {add.isPending ? 'Adding...' : 'Add'}
          </Button>
        </div>
        {availableTotal > AVAILABLE_PAGE_SIZE ? (
          <DataTablePagination
            label="People who can join, pages"
            page={availablePage}
            pageSize={AVAILABLE_PAGE_SIZE}
            total={availableTotal}
            onPageChange={(next) => {
              setAvailablePage(next);
              setUserId('');
            }}
          />
        ) : null}
      </form>
      <section aria-labelledby="participants-heading" className="space-y-2">
        <h3 id="participants-heading" className="text-sm font-semibold">
          Participants ({total.toLocaleString('en-US')})
        </h3>
        {total === 0 ? (
          <div className="rounded-lg border border-dashed p-4 text-center">
            <p className="font-medium">No participants</p>
            <p className="text-sm text-muted-foreground">No participants in this campaign.</p>
          </div>
        ) : (
          <ul className="max-h-[40dvh] divide-y overflow-y-auto rounded-lg border">
            {participants.map((person) => (
              <li key={person.id} className="flex items-center gap-3 px-4 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{person.displayName}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {person.email} · joined {formatDate(person.joinedAt)}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  disabled={busy}
                  onClick={() => remove.mutate(person.id)}
                >
                  <Trash2 aria-hidden="true" />
                  Remove<span className="sr-only"> {person.displayName}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        {total > PARTICIPANTS_PAGE_SIZE ? (
          <DataTablePagination
            label="Participants pages"
            page={page}
            pageSize={PARTICIPANTS_PAGE_SIZE}
            total={total}
            onPageChange={setPage}
          />
        ) : null}
      </section>
    </div>
  );
}
