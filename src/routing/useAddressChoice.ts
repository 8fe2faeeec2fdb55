import { useSearchParams } from "react-router";

/**
 * A screen's filter or section kept in the address (`?name=value`), so Back
 * and a shared link return to it. The first of `values` is the default: it
 * leaves the address bare, and a value missing or not among them reads as
 * it. Choosing replaces the address rather than adding a step to history.
 * Also gives what the address asked for, for a screen that waits to know
 * whether a choice will be allowed.
 */
export function useAddressChoice<V extends string>(
  name: string,
  values: readonly [V, ...V[]],
): [value: V, choose: (value: V) => void, requested: string | null] {
  const [params, setParams] = useSearchParams();
  const requested = params.get(name);
  const value = values.find((known) => known === requested) ?? values[0];
  const choose = (next: V) => {
    setParams(next === values[0] ? {} : { [name]: next }, { replace: true });
  };
  return [value, choose, requested];
}
