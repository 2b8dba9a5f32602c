// What the user and department dialogs' test files share: Uma of a units company, her dialog and its tabs.
import { fireEvent, screen, within, type BoundFunctions, type queries } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { UpdateCompanyUserInput } from '../../generated/graphql';
import { answerMutation, answerQuery, api } from '../../testing/api';
import {
  alanApprover,
  companyUsersOf,
  departmentChoicesOf,
  userDetailOf,
  workflowOf,
} from '../../testing/factories/administration';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { UserDepartmentChoicesDocument } from './UserAccess.generated';
import {
  CompanyUserDocument,
  CompanyWorkflowDocument,
  SupervisorCandidatesDocument,
  UpdateCompanyUserDocument,
} from './Users.generated';
import { UserDialog } from './UserDialog';

// Issue 32, defect 1: a units company limits cumulatively, and its users' rows come from the ERP with
// a reset date gone stale after its term. Only the General panel shows; an error elsewhere is hidden.
export const uma = userDetailOf(
  companyUsersOf().find((u) => u.id === '2')!,
  {
    limits: ['Consumables', 'Tools'].map((itemType) => ({
      __typename: 'ApprovalLimit' as const,
      itemType,
      isSupervisor: false,
      isMaster: false,
      spendLimit: 500,
      maxLimit: null,
      limitType: 'units',
      limitTermYears: 0,
      limitResetDate: '2025-01-31',
      amountSpent: 120,
      supervisors: [alanApprover],
    })),
  },
);

/**
 * The dialog's gateway for Uma: a cumulative units workflow, the departments, Alan as a supervisor and
 * Uma's record; Update answers with it. Returns the inputs Update was sent.
 */
export function answerUmasDialog() {
  const updated: UpdateCompanyUserInput[] = [];
  const cumulative = workflowOf();
  cumulative.companyWorkflow = { ...cumulative.companyWorkflow, limitBasis: 'CUMULATIVE', inUnits: true };
  server.use(
    api.query(CompanyWorkflowDocument, () => HttpResponse.json({ data: cumulative })),
    api.query(UserDepartmentChoicesDocument, () => HttpResponse.json({ data: departmentChoicesOf() })),
    answerQuery(SupervisorCandidatesDocument, { supervisorCandidates: [alanApprover] }),
    answerQuery(CompanyUserDocument, { companyUser: uma }),
    answerMutation(UpdateCompanyUserDocument, ({ variables: { input } }) => {
      updated.push(input);
      return { updateCompanyUser: { __typename: 'CompanyUserPayload', user: uma, userErrors: [] } };
    }),
  );
  return updated;
}

/** Opens Uma's Edit User dialog; `closed` records each close (true when saved). */
export async function editUma() {
  const closed: boolean[] = [];
  renderRoute(<UserDialog userId="2" onClose={(saved) => closed.push(saved)} />, { path: '/administration/users' });
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
  await dialog.findByRole('textbox', { name: 'Tools spend limit' });
  return { dialog, closed };
}

/** The title of the tab the dialog shows (one dialog is open). */
export const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

/** The texts of the items `alert` lists, in order. */
export const listedIn = (alert: HTMLElement) =>
  within(alert)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Presses `button` with a required custom field empty: the dialog lists `message` and opens Custom Fields. */
export async function pressWithCustomFieldMissing(
  dialog: BoundFunctions<typeof queries>,
  button: string,
  message: string,
) {
  fireEvent.click(dialog.getByRole('button', { name: button }));
  const alert = await dialog.findByRole('alert');
  expect(within(alert).getByRole('listitem')).toHaveTextContent(message);
  expect(selectedTab()).toBe('Custom Fields');
}
