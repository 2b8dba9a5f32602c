import { SCAN_MESSAGES } from '@mro/rules/scans';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useSwitchCustomer } from '../../lib/useSwitchCustomer';

/** A scan of another customer, seen by a multiview user: switching to that customer makes it theirs (§4). */
export function SwitchPrompt({ customerNumber, canSwitch }: { customerNumber: string; canSwitch: boolean }) {
  const switcher = useSwitchCustomer();
  return (
    <Alert tone="info">
      <p>{SCAN_MESSAGES.switchCustomer(customerNumber)}</p>
      {canSwitch && (
        <Button isDisabled={switcher.loading} onPress={() => void switcher.switchTo(customerNumber)}>
          Switch to customer {customerNumber}
        </Button>
      )}
      {switcher.failure && <p className="text-danger">{switcher.failure}</p>}
    </Alert>
  );
}
