import { useQuery } from '@apollo/client/react';
import { ADMIN_MESSAGES, SUPERVISOR_SEARCH_MIN } from '@mro/rules/administration';
import { switchRole, type LimitEntry, type LimitRow } from '@mro/rules/approval-limits';
import { Checkbox } from '../../ui/Checkbox';
import { NativeSelect } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { useClearedEntries } from '../../lib/useClearedEntries';
import { SupervisorCandidatesDocument } from './Users.generated';
import { useAdministeredCompany } from './useAdministeredCompany';
import { ChosenChips, PickerSearch, usePickerSearch } from './PickerChips';

export type Person = { id: string; name: string; username: string };
/** A Limits row with the chosen supervisors' names. */
export type EditedLimit = LimitRow & { supervisors: Person[] };

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
              <div>
                <TextField
                  label={`${row.unitType} spend limit`}
                  inputMode="decimal"
                  {...entry('spendLimit', 'limit')}
                  value={row.unlimitedSpend ? '' : row.spendLimit}
                  isDisabled={row.unlimitedSpend}
                  maxLength={12}
                />
                <Checkbox
                  label={`No ${row.unitType} spend limit`}
                  isSelected={row.unlimitedSpend}
                  onChange={(unlimitedSpend) => change(i, { unlimitedSpend })}
                />
              </div>
              <div>
                <TextField
                  label={`${row.unitType} max limit`}
                  inputMode="decimal"
                  {...entry('maxLimit', 'limit')}
                  value={row.unlimitedMax ? '' : row.maxLimit}
                  isDisabled={row.unlimitedMax}
                  maxLength={12}
                />
                <Checkbox
                  label={`No ${row.unitType} max limit`}
                  isSelected={row.unlimitedMax}
                  onChange={(unlimitedMax) => change(i, { unlimitedMax })}
                />
              </div>
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
            <Checkbox
              label={`${row.unitType}: is supervisor`}
              isSelected={row.isSupervisor}
              onChange={(on) =>
                onChange(rows.map((r, j) => (j === i ? { ...r, ...switchRole(r, 'isSupervisor', on) } : r)))
              }
            />
            <Checkbox
              label={`${row.unitType}: is master approver`}
              isSelected={row.isMaster}
              onChange={(on) =>
                onChange(rows.map((r, j) => (j === i ? { ...r, ...switchRole(r, 'isMaster', on) } : r)))
              }
            />
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
      <ChosenChips
        chosen={chosen}
        none="No supervisor chosen."
        nameOf={(person) => `Remove ${person.name} from ${itemType} supervisors`}
        onRemove={(person) => onChange(chosen.filter((c) => c.id !== person.id))}
      />
      <PickerSearch
        search={search}
        label={`Search ${itemType} supervisors`}
        description="Type at least 2 characters of a name or e-mail."
        answered={search.ready && !loading && !!data}
        noneFound={ADMIN_MESSAGES.noSupervisors}
        candidates={found}
        keyOf={(person) => person.id}
        nameOf={(person) => `Add ${person.name} to ${itemType} supervisors`}
        textOf={(person) => `Add ${person.name}`}
        onAdd={(person) => onChange([...chosen, person])}
      />
    </div>
  );
}
