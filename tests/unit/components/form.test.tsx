import { act, fireEvent, screen } from "@testing-library/react";
import { useIntl } from "react-intl";
import {
  email,
  maxLength,
  minLength,
  noEdgeSpaces,
  PasswordField,
  required,
  TextField,
  useForm,
  type Rule,
} from "../../../src/components/form";
import { renderInPage } from "../layouts/page-fixture";

const rules: Record<"name" | "email" | "password", readonly Rule[]> = {
  name: [required, maxLength(50, "validation.firstName.tooLong")],
  email: [required, email],
  password: [
    required,
    noEdgeSpaces("validation.password.spaces"),
    minLength(8, "validation.password.tooShort"),
    maxLength(50, "validation.password.tooLong"),
  ],
};

type Values = Readonly<Record<"name" | "email" | "password", string>>;

function Demo({ onValid, serverSays }: { onValid: (values: Values) => void | Promise<void>; serverSays?: string }) {
  const form = useForm("demo", rules, { name: "", email: "", password: "" });
  const intl = useIntl();
  const submit = async (values: Values) => {
    await onValid(values);
    if (serverSays) form.setError("email", { id: serverSays });
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-busy={form.submitting}>
      <TextField formId="demo" label="First name" control={form.control("name")} error={form.errors.name} autoComplete="given-name" />
      <TextField formId="demo" label="Email" type="email" control={form.control("email")} error={form.errors.email} autoComplete="email" />
      <PasswordField
        formId="demo"
        label="Password"
        hint={intl.formatMessage({ id: "ride.signup.passwordHint" })}
        control={form.control("password")}
        error={form.errors.password}
        autoComplete="new-password"
      />
      <button type="submit">Send</button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the form rules of spec §5", () => {
  it("find empty, too long, too short, badly spaced and invalid values", () => {
    expect(required("  ")).toEqual({ id: "validation.required" });
    expect(required("a")).toBeUndefined();
    expect(maxLength(50, "x")("a".repeat(51))).toEqual({ id: "x", values: { max: 50 } });
    expect(maxLength(50, "x")("a".repeat(50))).toBeUndefined();
    expect(minLength(8, "y")("1234567")).toEqual({ id: "y", values: { min: 8 } });
    expect(minLength(8, "y")("")).toBeUndefined();
    expect(noEdgeSpaces("z")(" secret12")).toEqual({ id: "z" });
    expect(email("ada@example")).toEqual({ id: "validation.email" });
    expect(email("ada@example.com")).toBeUndefined();
  });
});

describe("the form hook", () => {
  it("shows every message on submit, ties each to its field and focuses the first field at fault", () => {
    const onValid = vi.fn();
    renderInPage(<Demo onValid={onValid} />);
    type("Email", "ada@");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onValid).not.toHaveBeenCalled();
    const name = screen.getByLabelText("First name");
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Required field cannot be left empty.");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Invalid email");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      "8 to 50 characters, no spaces at the start or end Required field cannot be left empty.",
    );
  });

  it("checks a field when the visitor leaves it, and follows the value once a message shows", () => {
    renderInPage(<Demo onValid={vi.fn()} />);
    const password = screen.getByLabelText("Password");
    fireEvent.blur(password);
    expect(password).toHaveAttribute("aria-invalid", "false");
    type("Password", "short");
    fireEvent.blur(password);
    expect(screen.getByText("Password must be at least 8 characters long.")).toBeInTheDocument();
    type("Password", "long enough");
    expect(screen.queryByText("Password must be at least 8 characters long.")).not.toBeInTheDocument();
    type("Password", "x".repeat(51));
    expect(screen.getByText("Password can be at most 50 characters long.")).toBeInTheDocument();
  });

  it("hands the values on when every field passes", async () => {
    const onValid = vi.fn();
    renderInPage(<Demo onValid={onValid} />);
    type("First name", "Ada");
    type("Email", "ada@example.com");
    type("Password", "analytical");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: "Ada", email: "ada@example.com", password: "analytical" }));
  });

  it("moves focus only once the field's message is shown, so the message is read with the field", () => {
    renderInPage(<Demo onValid={vi.fn()} />);
    const name = screen.getByLabelText("First name");
    const seen: (string | null)[] = [];
    name.addEventListener("focus", () => seen.push(name.getAttribute("aria-invalid")));
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(seen).toEqual(["true"]);
  });

  it("is busy while the submission runs, ignores a second submit meanwhile, and shows a server's message on its field", async () => {
    let finish = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderInPage(<Demo onValid={onValid} serverSays="validation.email" />);
    type("First name", "Ada");
    type("Email", "ada@example.com");
    type("Password", "analytical");
    const send = screen.getByRole("button", { name: "Send" });
    await act(async () => fireEvent.click(send));
    await act(async () => fireEvent.click(send));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(send.closest("form")).toHaveAttribute("aria-busy", "true");
    await act(async () => finish());
    expect(send.closest("form")).toHaveAttribute("aria-busy", "false");
    const email = screen.getByLabelText("Email");
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription("Invalid email");
  });

  it("shows and hides the password and says which it does", () => {
    renderInPage(<Demo onValid={vi.fn()} />);
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    fireEvent.click(toggle);
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
  });
});
