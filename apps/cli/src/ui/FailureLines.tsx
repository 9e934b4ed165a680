import { Text } from 'ink';

/** Something that went wrong: where ('linha 4', 'id/arquivo.pdf') and the message. */
export interface Failure {
  label: string;
  message: string;
}

/** The failures of a live view, one red '✗ label: message' line each, shown above its bars. */
export function FailureLines({ failures }: { failures: readonly Failure[] }) {
  return failures.map((f) => (
    <Text key={f.label} color="red">
      ✗ {f.label}: {f.message}
    </Text>
  ));
}
