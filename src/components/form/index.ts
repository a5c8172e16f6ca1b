/** Shared form parts: the form hook, its rules and the labelled fields (ride sign-up, help contact, campaign). */
export { useForm, errorIdOf, type Form, type ControlProps } from "./use-form";
export { required, maxLength, minLength, email, noEdgeSpaces, pattern, firstProblem, type Rule, type FieldMessage } from "./rules";
export { TextField, TextAreaField, SelectField, PasswordField, FieldError } from "./fields";
export { failureOf, formMessageOf, captchaUnavailable, CaptchaUnavailable, type SubmitFailure } from "./submit-failure";
