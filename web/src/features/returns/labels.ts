import { RETURN_REASONS, RETURN_STATUS_LABELS, type ReturnStatus } from '@mro/rules/returns';

export const reasonLabel = (code: string): string => RETURN_REASONS.find((r) => r.code === code)?.label ?? code;
export const statusLabel = (status: ReturnStatus): string => RETURN_STATUS_LABELS[status];
