/** A validator returns the message to show, or undefined when the value is fine. */
export type ValidationResult = string | undefined;
export type Validator<T = string> = (value: T) => ValidationResult;

/** A failure the server reports with a catalogue code. */
export interface CodedProblem<C extends string = string> {
  code: C;
  message: string;
}

/** Runs validators in order and returns the first message. */
export function composeValidators<T>(...validators: ReadonlyArray<Validator<T>>): Validator<T> {
  return (value: T) => {
    for (const validator of validators) {
      const message = validator(value);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

/** Length in characters (code points), as a user and the server count them. */
export function characterLength(value: string): number {
  return Array.from(value).length;
}

export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim().length === 0;
}
