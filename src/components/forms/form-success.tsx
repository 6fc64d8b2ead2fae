import { CheckCircle2, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

type Props = {
  title: string;
  children: React.ReactNode;
  icon?: LucideIcon;
  /** The icon's colour: text-success by default. */
  iconClassName?: string;
  /** What to do next (a link home, 'Send another message'). */
  action?: React.ReactNode;
  className?: string;
  titleClassName?: string;
};

/** What a form turns into once its request went through, announced to screen readers. */
export function FormSuccess({
  title,
  children,
  icon: Icon = CheckCircle2,
  iconClassName = 'text-success',
  action,
  className,
  titleClassName,
}: Props) {
  return (
    <div role="status" className={cn('space-y-4 text-center', className)}>
      <Icon className={cn('mx-auto size-12', iconClassName)} aria-hidden="true" />
      <h2 className={cn('text-2xl font-semibold', titleClassName)}>{title}</h2>
      <p className="text-muted-foreground">{children}</p>
      {action}
    </div>
  );
}
