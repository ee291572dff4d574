import { INDIAN_STATES, STATES_LIST_ID } from './indian-states';

export function StatesDatalist() {
  return (
    <datalist id={STATES_LIST_ID}>
      {INDIAN_STATES.map((s) => (
        <option key={s} value={s} />
      ))}
    </datalist>
  );
}
