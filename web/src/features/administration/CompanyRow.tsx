import { Button } from '../../ui/Button';

/** A company of a `.company-results` list: its number and name, and one button naming both (Add, Remove...). */
export function CompanyRow({
  customerNumber,
  name,
  action,
  isDisabled,
  onPress,
}: {
  customerNumber: string;
  name: string;
  action: string;
  isDisabled: boolean;
  onPress: () => void;
}) {
  return (
    <li>
      <span>
        {customerNumber} {name}
      </span>
      <Button
        variant="secondary"
        aria-label={`${action} ${customerNumber} ${name}`}
        isDisabled={isDisabled}
        onPress={onPress}
      >
        {action}
      </Button>
    </li>
  );
}
