import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";

type Schema = Parameters<typeof getZodConstraint>[0];
const constraints = new WeakMap<Schema, ReturnType<typeof getZodConstraint>>();

/**
 * The browser's own checks (required, maxLength, pattern...) that a form's fields carry, from its
 * schema: getZodConstraint walks the whole schema, so it is worked out once per schema, not in every
 * render of every form (the Settings tab renders eight forms of one schema on each request).
 */
function constraintOf(schema: Schema): ReturnType<typeof getZodConstraint> {
  let constraint = constraints.get(schema);
  if (!constraint) constraints.set(schema, (constraint = getZodConstraint(schema)));
  return constraint;
}

/**
 * How every form of the site is checked in the browser, by the same zod schema its action uses: a
 * field first when it loses focus, then on each keystroke while the user corrects it. Spread into
 * Conform's useForm options.
 */
export function schemaChecks<FormSchema extends Schema>(schema: FormSchema) {
  return {
    constraint: constraintOf(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }: { formData: FormData }) => parseWithZod(formData, { schema }),
  } as const;
}
