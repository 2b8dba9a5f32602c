import { useQuery } from '@apollo/client/react';
import { ADMIN_MESSAGES, SUPERVISOR_SEARCH_MIN } from '@mro/rules/administration';
import { switchRole, type LimitEntry, type LimitRow } from '@mro/rules/approval-limits';
import { Checkbox } from '../../ui/Checkbox';
import { NativeSelect } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { useClearedEntries } from '../../lib/useClearedEntries';
import { SupervisorCandidatesDocument } from './Users.generated';
import { useAdministeredCompany } from './useAdministeredCompany';
import { ChosenPeople, PickerSearch, usePickerSearch } from './PickerChips';

export type Person = { id: string; name: string; username: string };
/** A Limits row with the chosen supervisors' names. */
export type EditedLimit = LimitRow & { supervisors: Person[] };

/** The two ceilings of a row, each an amount or "no limit". */
const CEILINGS = [
  { field: 'spendLimit', unlimited: 'unlimitedSpend', name: 'spend' },
  { field: 'maxLimit', unlimited: 'unlimitedMax', name: 'max' },
] as const;
const ROLES = [
  { role: 'isSupervisor', name: 'is supervisor' },
  { role: 'isMaster', name: 'is master approver' },
] as const;

/** One approval-workflow row per item type (account-admin-calls §3, §5). */
export function LimitsTab({
  rows,
  onChange,
  userId,
  errors,
  inUnits,
}: {
  rows: EditedLimit[];
  onChange: (rows: EditedLimit[]) => void;
  userId: string | null;
  errors: Readonly<Record<string, string>>;
  inUnits: boolean;
}) {
  const change = (index: number, next: Partial<EditedLimit>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...next } : row)));
  const cleared = useClearedEntries();
  return (
    <div>
      {rows.map((row, i) => {
        const err = (field: string) => errors[`limits.${i}.${field}`] ?? null;
        // Each numeric entry: cleared on leaving when invalid, its note shown before the save's check.
        const entry = (field: 'spendLimit' | 'maxLimit' | 'limitResetYears' | 'spentAmount', kind: LimitEntry) => {
          const part = cleared(`${i}.${field}`, kind, row[field], () => change(i, { [field]: '' }));
          return {
            value: row[field],
            error: part.note ?? err(field),
            onBlur: part.onBlur,
            onChange: (text: string) => {
              part.typed();
              change(i, { [field]: text });
            },
          };
        };
        return (
          <fieldset key={row.unitType} className="admin-fieldset">
            <legend>{row.unitType}</legend>
            <div className="form-grid">
              {CEILINGS.map(({ field, unlimited, name }) => (
                <div key={field}>
                  <TextField
                    label={`${row.unitType} ${name} limit`}
                    inputMode="decimal"
                    {...entry(field, 'limit')}
                    value={row[unlimited] ? '' : row[field]}
                    isDisabled={row[unlimited]}
                    maxLength={12}
                  />
                  <Checkbox
                    label={`No ${row.unitType} ${name} limit`}
                    isSelected={row[unlimited]}
                    onChange={(on) => change(i, { [unlimited]: on })}
                  />
                </div>
              ))}
              <NativeSelect
                label={`${row.unitType} limit type`}
                value={row.limitType}
                placeholder="None"
                options={[
                  { value: 'units', label: inUnits ? 'Units' : 'Units (with a term)' },
                  { value: 'other', label: 'Other' },
                ]}
                onChange={(limitType) => change(i, { limitType })}
                error={err('limitType')}
              />
              <TextField
                label={`${row.unitType} limit term (years)`}
                inputMode="numeric"
                {...entry('limitResetYears', 'term')}
                maxLength={3}
              />
              <TextField
                label={`${row.unitType} limit reset date`}
                type="date"
                value={row.limitReset}
                error={err('limitReset')}
                onChange={(limitReset) => change(i, { limitReset })}
              />
              <TextField
                label={`${row.unitType} amount spent`}
                inputMode="decimal"
                {...entry('spentAmount', 'spent')}
                maxLength={12}
              />
            </div>
            {ROLES.map(({ role, name }) => (
              <Checkbox
                key={role}
                label={`${row.unitType}: ${name}`}
                isSelected={row[role]}
                onChange={(on) => onChange(rows.map((r, j) => (j === i ? { ...r, ...switchRole(r, role, on) } : r)))}
              />
            ))}
            {err('isMaster') && <p className="field-error">{err('isMaster')}</p>}
            <SupervisorPicker
              itemType={row.unitType}
              userId={userId}
              chosen={row.supervisors}
              onChange={(supervisors) => change(i, { supervisors, supervisorIds: supervisors.map((s) => s.id) })}
            />
          </fieldset>
        );
      })}
    </div>
  );
}

/** Supervisors searched by name or e-mail (more than 1 character, 750 ms after the last key). */
function SupervisorPicker({
  itemType,
  userId,
  chosen,
  onChange,
}: {
  itemType: string;
  userId: string | null;
  chosen: Person[];
  onChange: (people: Person[]) => void;
}) {
  const [company] = useAdministeredCompany();
  const search = usePickerSearch(SUPERVISOR_SEARCH_MIN);
  const { data, loading } = useQuery(SupervisorCandidatesDocument, {
    variables: { input: { search: search.settled, userId, customerNumber: company } },
    skip: !search.ready,
  });
  const found = (data?.supervisorCandidates ?? []).filter((p) => !chosen.some((c) => c.id === p.id));
  return (
    <div className="admin-supervisors">
      <p className="field-label">{itemType} supervisors</p>
      <ChosenPeople
        people={chosen}
        none="No supervisor chosen."
        removeName={(person) => `Remove ${person.name} from ${itemType} supervisors`}
        onChange={onChange}
      />
      <PickerSearch
        search={search}
        label={`Search ${itemType} supervisors`}
        description="Type at least 2 characters of a name or e-mail."
        answered={search.ready && !loading && !!data}
        noneFound={ADMIN_MESSAGES.noSupervisors}
        items={found}
        keyOf={(person) => person.id}
        look="chips"
        nameOf={(person) => `Add ${person.name} to ${itemType} supervisors`}
        textOf={(person) => `Add ${person.name}`}
        onPick={(person) => onChange([...chosen, person])}
      />
    </div>
  );
}
