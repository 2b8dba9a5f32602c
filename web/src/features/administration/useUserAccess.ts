import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { checkRoles, checkUserCatalogs, checkUserDepartments, type UserDepartments } from '@mro/rules/administration';
import type { RuleError } from '@mro/rules/common';
import { UserDepartmentChoicesDocument, type CompanyUserAccessFragment } from './UserAccess.generated';
import { useAdministeredCompany } from './useAdministeredCompany';

export type Department = { key: string; description: string };
export type Catalog = { name: string; label: string; productCount: number | null };

/**
 * The user dialog's roles, departments and catalogs (account-admin-calls §2.4, §3, §4): what is edited,
 * its checks, and the part of the create or update input it makes. Catalogs are sent only with super
 * access; the Departments tab shows when the company has departments.
 */
export function useUserAccess(
  user: ({ id: string; isViewer: boolean } & CompanyUserAccessFragment) | null,
  superAccess: boolean,
) {
  const [isAdmin, setIsAdmin] = useState(user?.isAdmin ?? false);
  const [isSuperAdmin, setIsSuperAdmin] = useState(user?.isSuperAdmin ?? false);
  const [departments, setDepartments] = useState<UserDepartments>({
    keys: user?.departments.map((d) => d.key) ?? [],
    defaultKey: user?.departments.find((d) => d.isDefault)?.key ?? null,
    allowAll: user?.allowAllDepartments ?? false,
  });
  const [known, setKnown] = useState<Department[]>(user?.departments ?? []);
  const [catalogs, setCatalogs] = useState<Catalog[]>(user?.catalogs ?? []);
  const [company] = useAdministeredCompany();
  const choices = useQuery(UserDepartmentChoicesDocument, { variables: { customerNumber: company } });
  const companyDepartments = choices.data?.userDepartmentChoices;
  const hasDepartments = (companyDepartments?.totalCount ?? 0) > 0 || known.length > 0;

  const check = (): RuleError[] => [
    ...checkRoles({
      superAccess,
      isSelf: user?.isViewer ?? false,
      wasAdmin: user?.isAdmin ?? false,
      wasSuperAdmin: user?.isSuperAdmin ?? false,
      isAdmin: isAdmin || isSuperAdmin,
      isSuperAdmin,
    }),
    ...(hasDepartments ? checkUserDepartments(departments) : []),
    ...(superAccess && user ? checkUserCatalogs(catalogs.map((c) => c.name)) : []),
  ];

  const input = () => ({
    isAdmin,
    ...(superAccess ? { isSuperAdmin } : {}),
    ...(hasDepartments
      ? {
          departments: {
            keys: [...departments.keys],
            defaultKey: departments.defaultKey,
            allowAll: departments.allowAll,
          },
        }
      : {}),
    // A new user starts with the company's catalogs; a super administrator changes them afterwards.
    ...(superAccess && user ? { catalogs: catalogs.map((c) => c.name) } : {}),
  });

  return {
    roles: { isAdmin, setIsAdmin, isSuperAdmin, setIsSuperAdmin },
    departments: {
      value: departments,
      onChange: setDepartments,
      known,
      remember: (d: Department) => setKnown((all) => (all.some((k) => k.key === d.key) ? all : [...all, d])),
      company: companyDepartments ?? null,
    },
    catalogs: { value: catalogs, onChange: setCatalogs },
    hasDepartments,
    check,
    input,
  };
}
