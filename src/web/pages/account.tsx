import * as Dialog from "@radix-ui/react-dialog";
import { Download, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useLocation } from "wouter";
import { changePasswordRequestSchema, deleteAccountRequestSchema, updateProfileRequestSchema } from "#contract/auth.ts";
import { PLANS } from "#contract/plans.ts";
import { matchRoute } from "#contract/routes.ts";
import type { CurrentUser } from "#contract/user.ts";
import { formatIstLongDate } from "#web/lib/format.ts";
import { useToast } from "../components/toaster.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { FormField, fieldAria } from "../components/ui/form-field.tsx";
import { Input } from "../components/ui/input.tsx";
import { LanguageSection } from "../features/accounts/language-section.tsx";
import {
  useChangePassword,
  useDeleteAccount,
  useSetProfilePicture,
  useUpdateProfile,
} from "../features/accounts/queries.ts";
import { ApiKeysSection } from "../features/api-keys/api-keys-section.tsx";
import { InvoiceList } from "../features/billing/invoice-list.tsx";
import { PassList } from "../features/billing/pass-list.tsx";
import { useBillingSummary } from "../features/billing/queries.ts";
import { InstagramCard } from "../features/instagram/instagram-card.tsx";
import { useContent } from "../features/library/queries.ts";
import { useAuth } from "../lib/auth.ts";
import { fieldErrors, serverMessage } from "../lib/form-errors.ts";

function ProfileSection({ user }: { user: CurrentUser }) {
  const updateProfile = useUpdateProfile();
  const { toast } = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { firstName: String(form.get("firstName") ?? ""), lastName: String(form.get("lastName") ?? "") };
    const parsed = updateProfileRequestSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setPending(true);
    try {
      await updateProfile.mutateAsync(input);
      toast({ title: "Profile saved" });
    } catch (error) {
      toast({ title: "Save failed", description: serverMessage(error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <h2 className="text-xl font-semibold">Profile</h2>
      <p className="mt-1 text-sm text-slate-600">Your name is shown in the app. E-mail: {user.email}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Profile">
        <FormField id="firstName" label="First name" error={errors.firstName}>
          <Input
            {...fieldAria("firstName", errors.firstName)}
            name="firstName"
            autoComplete="given-name"
            defaultValue={user.firstName ?? ""}
          />
        </FormField>
        <FormField id="lastName" label="Last name" error={errors.lastName}>
          <Input
            {...fieldAria("lastName", errors.lastName)}
            name="lastName"
            autoComplete="family-name"
            defaultValue={user.lastName ?? ""}
          />
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={pending}>
            {pending ? "Saving…" : "Save name"}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function PasswordSection({ user }: { user: CurrentUser }) {
  const changePassword = useChangePassword();
  const { toast } = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const input = {
      ...(user.hasPassword ? { currentPassword: String(form.get("currentPassword") ?? "") } : {}),
      newPassword: String(form.get("newPassword") ?? ""),
    };
    const parsed = changePasswordRequestSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    if (user.hasPassword && !input.currentPassword)
      return setErrors({ currentPassword: "Please enter your current password." });
    if (input.newPassword !== String(form.get("confirmPassword") ?? "")) {
      return setErrors({ confirmPassword: "Passwords don't match" });
    }
    setErrors({});
    setPending(true);
    try {
      const { message } = await changePassword.mutateAsync(input);
      formElement.reset();
      toast({ title: "Password changed", description: message });
    } catch (error) {
      toast({ title: "Password not changed", description: serverMessage(error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <h2 className="text-xl font-semibold">{user.hasPassword ? "Change password" : "Set a password"}</h2>
      <p className="mt-1 text-sm text-slate-600">Other devices are signed out when the password changes.</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:max-w-md" aria-label="Change password">
        {user.hasPassword && (
          <FormField id="currentPassword" label="Current password" error={errors.currentPassword}>
            <Input
              {...fieldAria("currentPassword", errors.currentPassword)}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
            />
          </FormField>
        )}
        <FormField id="newPassword" label="New password" error={errors.newPassword} hint="At least 6 characters.">
          <Input
            {...fieldAria("newPassword", errors.newPassword, "At least 6 characters.")}
            name="newPassword"
            type="password"
            autoComplete="new-password"
          />
        </FormField>
        <FormField id="confirmPassword" label="Confirm new password" error={errors.confirmPassword}>
          <Input
            {...fieldAria("confirmPassword", errors.confirmPassword)}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
          />
        </FormField>
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? "Saving…" : "Change password"}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function DeleteSection({ user }: { user: CurrentUser }) {
  const deleteAccount = useDeleteAccount();
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      ...(user.hasPassword ? { password: String(form.get("password") ?? "") } : {}),
      confirm: String(form.get("confirm") ?? ""),
    };
    const parsed = deleteAccountRequestSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    if (user.hasPassword && !input.password) return setErrors({ password: "Please enter your current password." });
    setErrors({});
    setPending(true);
    try {
      const { message } = await deleteAccount.mutateAsync(parsed.data);
      setOpen(false);
      navigate("/");
      toast({ title: "Account deleted", description: message });
    } catch (error) {
      toast({ title: "Account not deleted", description: serverMessage(error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="border-red-200">
      <h2 className="text-xl font-semibold text-red-800">Delete my account</h2>
      <p className="mt-1 text-sm text-slate-700">
        You are signed out everywhere at once and can no longer sign in. Your data is erased within 30 days.
      </p>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <Button variant="outline" className="mt-4 border-red-300 text-red-800 hover:bg-red-50">
            <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete my account
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <Dialog.Title className="text-lg font-bold">Delete your account?</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-slate-700">
              This cannot be undone. Type DELETE{user.hasPassword ? " and your password" : ""} to confirm.
            </Dialog.Description>
            <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-label="Delete account">
              {user.hasPassword && (
                <FormField id="deletePassword" label="Password" error={errors.password}>
                  <Input
                    {...fieldAria("deletePassword", errors.password)}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                  />
                </FormField>
              )}
              <FormField id="deleteConfirm" label="Type DELETE" error={errors.confirm}>
                <Input {...fieldAria("deleteConfirm", errors.confirm)} name="confirm" autoComplete="off" />
              </FormField>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <Button type="button" variant="outline">
                    Cancel
                  </Button>
                </Dialog.Close>
                <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={pending}>
                  {pending ? "Deleting…" : "Delete account"}
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Card>
  );
}

/** Picks one of the user's own library photos as the profile picture, or removes it. */
function PictureSection({ user }: { user: CurrentUser }) {
  const setProfilePicture = useSetProfilePicture();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const { data: items = [] } = useContent();
  const photos = items.filter((item) => item.status === "ready" && item.thumbnailUrl && item.fileType === "image");

  async function choose(contentItemId: string | null) {
    setPending(true);
    try {
      await setProfilePicture.mutateAsync(contentItemId);
      toast({ title: contentItemId ? "Profile picture updated" : "Profile picture removed" });
    } catch (error) {
      toast({ title: "Save failed", description: serverMessage(error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <h2 className="text-xl font-semibold">Profile picture</h2>
      <p className="mt-1 text-sm text-slate-600">
        Choose one of your uploaded photos.{" "}
        {photos.length === 0 &&
          (matchRoute("/upload") ? (
            <>
              Your library is empty —{" "}
              <Link href="/upload" className="text-brand-700 underline">
                upload a photo
              </Link>{" "}
              first.
            </>
          ) : (
            "Your library is empty."
          ))}
      </p>
      {photos.length > 0 && (
        <ul className="mt-4 grid grid-cols-4 gap-3 sm:grid-cols-6" aria-label="Your photos">
          {photos.slice(0, 24).map((photo) => {
            const selected = user.profileImageUrl === photo.thumbnailUrl;
            return (
              <li key={photo.id}>
                <button
                  type="button"
                  disabled={pending}
                  onClick={() => choose(photo.id)}
                  aria-pressed={selected}
                  aria-label={`Use ${photo.originalName} as profile picture`}
                  className={`block overflow-hidden rounded-full border-2 ${selected ? "border-brand-700" : "border-transparent"}`}
                >
                  <img
                    src={photo.thumbnailUrl ?? ""}
                    alt=""
                    width={64}
                    height={64}
                    className="h-16 w-16 object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {user.profileImageUrl && (
        <Button variant="outline" className="mt-4" disabled={pending} onClick={() => choose(null)}>
          Remove profile picture
        </Button>
      )}
    </Card>
  );
}

/** Plan and GST invoices (issue 16: every invoice's PDF can be downloaded from the account page). */
function BillingSection({ user }: { user: CurrentUser }) {
  const billing = useBillingSummary(true);
  const plan = PLANS[user.subscriptionStatus];
  const endsAt = billing.data?.planEndsAt;
  return (
    <Card>
      <h2 className="text-xl font-semibold">Plan and invoices</h2>
      <p className="mt-1 text-slate-700">
        {plan.name} plan
        {endsAt && user.subscriptionStatus !== "free" ? `, until ${formatIstLongDate(endsAt)}` : ""}.{" "}
        <Link href="/subscribe" className="font-semibold text-brand-700 underline">
          {user.subscriptionStatus === "free" ? "See plans" : "Extend or change plan"}
        </Link>
      </p>
      {billing.isError && (
        <p className="mt-4 text-red-800">Your invoices could not be loaded. Please reload the page.</p>
      )}
      {billing.data && billing.data.passes.length > 0 && (
        <div className="mt-4">
          <PassList passes={billing.data.passes} />
        </div>
      )}
      {billing.data &&
        (billing.data.invoices.length > 0 ? (
          <div className="mt-4">
            <InvoiceList invoices={billing.data.invoices} />
          </div>
        ) : (
          <p className="mt-4 text-sm text-slate-600">No invoices yet: each payment's GST invoice will appear here.</p>
        ))}
    </Card>
  );
}

/** /account: name, password, plan and invoices, API keys, download my data, delete my account (DPDP Act). */
export default function AccountPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Account settings</h1>
      <ProfileSection user={user} />
      <LanguageSection user={user} />
      <PictureSection user={user} />
      <InstagramCard />
      <PasswordSection user={user} />
      <BillingSection user={user} />
      <ApiKeysSection />
      <Card>
        <h2 className="text-xl font-semibold">Download my data</h2>
        <p className="mt-1 text-sm text-slate-600">
          A ZIP file: everything we hold about you (data.json) and the photos and videos you uploaded.
        </p>
        <Button asChild variant="outline" className="mt-4">
          <a href="/api/account/export" download>
            <Download aria-hidden="true" className="h-4 w-4" /> Download my data
          </a>
        </Button>
      </Card>
      <DeleteSection user={user} />
    </section>
  );
}
