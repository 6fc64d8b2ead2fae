import type { TeamMember } from '@/hooks/api/captain-team';
import { formatDate } from '@/lib/format';

/** A team member: avatar (or initial), name, e-mail and when they joined. */
export function TeamMemberRow({ member }: { member: TeamMember }) {
  const name = member.displayName || member.email;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-6 py-4">
      <div className="flex items-center gap-3">
        {member.avatarUrl ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={member.avatarUrl} alt="" className="size-10 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-muted font-semibold"
          >
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <p className="font-medium">{name}</p>
          <p className="text-sm text-muted-foreground">{member.email}</p>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">Joined {formatDate(member.joinedAt)}</p>
    </li>
  );
}
