import { useRef, useState } from 'react';
import type { ProtectionPlan } from '@rental/shared/protection';
import { useFocusOnArrival } from '@/lib/use-focus-on-arrival';
import { ProtectionPlanForm } from './protection-plan-form';
import { ProtectionPlansList } from './protection-plans-list';

/**
 * docs/product.md#protection-plans: the owner's plans, and one form above them that adds a plan
 * or, after Edit, changes that one.
 */
export function ProtectionPlansManager() {
  const [editing, setEditing] = useState<ProtectionPlan | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // Each save starts a fresh, empty form.
  const [round, setRound] = useState(0);
  const top = useRef<HTMLDivElement>(null);
  // The Save button is gone with the edit form: the confirmation takes the focus.
  const done = useFocusOnArrival<HTMLParagraphElement>(saved !== null);

  const edit = (plan: ProtectionPlan) => {
    setSaved(null);
    setEditing(plan);
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <>
      <div ref={top} aria-live="polite">
        {saved && (
          <p ref={done} tabIndex={-1} role="status" className="alert alert-success py-2 small">
            {saved}
          </p>
        )}
      </div>
      <ProtectionPlanForm
        key={`${editing?._id ?? 'new'}-${round}`}
        editing={editing}
        onDone={(plan) => {
          setEditing(null);
          setRound((n) => n + 1);
          setSaved(plan ? `${plan.name} saved.` : null);
        }}
      />
      <ProtectionPlansList onEdit={edit} />
    </>
  );
}
