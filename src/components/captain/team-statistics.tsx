import { Mail, UserCheck, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** The three counts over the team lists: invitations sent, accepted, and members. */
export function TeamStatistics({ invites, accepted, members }: { invites: number; accepted: number; members: number }) {
  return (
    <ul aria-label="Team statistics" className="mt-8 grid gap-4 sm:grid-cols-3">
      <StatCard label="Total Invites" value={invites} icon={<Mail aria-hidden="true" />} />
      <StatCard label="Accepted" value={accepted} icon={<UserCheck aria-hidden="true" />} />
      <StatCard label="Team Members" value={members} icon={<Users aria-hidden="true" />} />
    </ul>
  );
}

function StatCard({ label, value, icon }: { label: string; value: number; icon: React.ReactNode }) {
  return (
    <li>
      <Card className="flex items-center gap-4 p-5">
        <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-5">
          {icon}
        </span>
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-3xl font-semibold">{value}</p>
        </div>
      </Card>
    </li>
  );
}
