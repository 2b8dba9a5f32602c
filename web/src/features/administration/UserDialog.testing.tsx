// What the user and department dialogs' test files share: Uma of a units company, her dialog and its tabs.
import { fireEvent, screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, expect } from 'vitest';
import type { UpdateCompanyUserInput } from '../../generated/graphql';
import { answerMutation, answerQuery, api } from '../../testing/api';
import {
  alanApprover,
  companyUserPayloadOf,
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
  type CompanyWorkflowQuery,
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

/** The dialog's surroundings: the company's workflow (`workflowOf`'s, with `changes`) and its departments. */
export function answerDialogSurroundings(changes: Partial<CompanyWorkflowQuery['companyWorkflow']> = {}) {
  const { companyWorkflow } = workflowOf();
  server.use(
    answerQuery(CompanyWorkflowDocument, { companyWorkflow: { ...companyWorkflow, ...changes } }),
    api.query(UserDepartmentChoicesDocument, () => HttpResponse.json({ data: departmentChoicesOf() })),
  );
}

/**
 * For a test file of Uma's dialog, before each test: the dialog's gateway for Uma, a cumulative units
 * workflow, the departments, Alan as a supervisor and Uma's record; Update answers with it. Returns
 * what gives the inputs Update was sent in the current test.
 */
export function answeringUmasDialog() {
  let updated: UpdateCompanyUserInput[] = [];
  beforeEach(() => {
    updated = answerUmasDialog();
  });
  return () => updated;
}

function answerUmasDialog() {
  const updated: UpdateCompanyUserInput[] = [];
  answerDialogSurroundings({ limitBasis: 'CUMULATIVE', inUnits: true });
  server.use(
    answerQuery(SupervisorCandidatesDocument, { supervisorCandidates: [alanApprover] }),
    answerQuery(CompanyUserDocument, { companyUser: uma }),
    answerMutation(UpdateCompanyUserDocument, ({ variables: { input } }) => {
      updated.push(input);
      return { updateCompanyUser: companyUserPayloadOf(uma) };
    }),
  );
  return updated;
}

/**
 * Opens the user dialog of `userId` (null: Add User) at the users page's route, once it shows. `save` presses
 * the button named and waits until the dialog has closed as saved.
 */
export async function openUserDialog(userId: string | null) {
  const closed: boolean[] = [];
  renderRoute(<UserDialog userId={userId} onClose={(saved) => closed.push(saved)} />, {
    path: '/administration/users',
  });
  const dialog = within(await screen.findByRole('dialog', { name: userId === null ? 'Add User' : 'Edit User' }));
  const save = async (button: string) => {
    fireEvent.click(dialog.getByRole('button', { name: button }));
    await waitFor(() => expect(closed).toEqual([true]));
  };
  return { dialog, save };
}

/** Opens Uma's Edit User dialog, once her limits are in. */
export async function editUma() {
  const opened = await openUserDialog('2');
  await opened.dialog.findByRole('textbox', { name: 'Tools spend limit' });
  return opened;
}

/** The title of the tab the dialog shows (one dialog is open). */
export const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

/**
 * Presses `button` (Create, Update) with errors in the form: the dialog's alert says `summary`; returns the
 * texts of the errors it lists, in order.
 */
export async function pressForErrors(dialog: BoundFunctions<typeof queries>, button: string, summary: string) {
  fireEvent.click(dialog.getByRole('button', { name: button }));
  const alert = within(await dialog.findByRole('alert'));
  expect(alert.getByText(summary)).toBeInTheDocument();
  return alert.getAllByRole('listitem').map((item) => item.textContent);
}

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
