import * as Dialog from "@radix-ui/react-dialog";
import { Download, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useLocation } from "wouter";
import { changePasswordRequestSchema, deleteAccountRequestSchema, updateProfileRequestSchema } from "#contract/auth.ts";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import { formatIstLongDateIn } from "#contract/local-dates.ts";
import { matchRoute } from "#contract/routes.ts";
import type { CurrentUser } from "#contract/user.ts";
import { useI18n, useT } from "#web/i18n/i18n.tsx";
import { useToast } from "../components/toaster.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { FormField, fieldAria } from "../components/ui/form-field.tsx";
import { Input } from "../components/ui/input.tsx";
import { LINK_SLOT, WithLink } from "../components/ui/with-link.tsx";
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
  const t = useT();
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
      toast({ title: t("account.profile.saved") });
    } catch (error) {
      toast({ title: t("account.saveFailed"), description: serverMessage(error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <h2 className="text-xl font-semibold">{t("account.profile.title")}</h2>
      <p className="mt-1 text-sm text-slate-600">{t("account.profile.text", { email: user.email })}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-4 grid gap-4 sm:grid-cols-2"
        aria-label={t("account.profile.title")}
      >
        <FormField id="firstName" label={t("account.profile.firstName")} error={errors.firstName}>
          <Input
            {...fieldAria("firstName", errors.firstName)}
            name="firstName"
            autoComplete="given-name"
            defaultValue={user.firstName ?? ""}
          />
        </FormField>
        <FormField id="lastName" label={t("account.profile.lastName")} error={errors.lastName}>
          <Input
            {...fieldAria("lastName", errors.lastName)}
            name="lastName"
            autoComplete="family-name"
            defaultValue={user.lastName ?? ""}
          />
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={pending}>
            {pending ? t("account.profile.saving") : t("account.profile.save")}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function PasswordSection({ user }: { user: CurrentUser }) {
  const changePassword = useChangePassword();
  const { toast } = useToast();
  const t = useT();
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
      return setErrors({ currentPassword: t("errors.currentPasswordRequired") });
    if (input.newPassword !== String(form.get("confirmPassword") ?? "")) {
      return setErrors({ confirmPassword: t("account.password.mismatch") });
    }
    setErrors({});
    setPending(true);
    try {
      const { message } = await changePassword.mutateAsync(input);
      formElement.reset();
      toast({ title: t("account.password.changed"), description: message });
    } catch (error) {
      toast({ title: t("account.password.notChanged"), description: serverMessage(error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <h2 className="text-xl font-semibold">
        {t(user.hasPassword ? "account.password.change" : "account.password.set")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("account.password.text")}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-4 grid gap-4 sm:max-w-md"
        aria-label={t("account.password.change")}
      >
        {user.hasPassword && (
          <FormField id="currentPassword" label={t("account.password.current")} error={errors.currentPassword}>
            <Input
              {...fieldAria("currentPassword", errors.currentPassword)}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
            />
          </FormField>
        )}
        <FormField
          id="newPassword"
          label={t("account.password.new")}
          error={errors.newPassword}
          hint={t("account.password.hint")}
        >
          <Input
            {...fieldAria("newPassword", errors.newPassword, t("account.password.hint"))}
            name="newPassword"
            type="password"
            autoComplete="new-password"
          />
        </FormField>
        <FormField id="confirmPassword" label={t("account.password.confirm")} error={errors.confirmPassword}>
          <Input
            {...fieldAria("confirmPassword", errors.confirmPassword)}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
          />
        </FormField>
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? t("account.profile.saving") : t("account.password.change")}
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
  const t = useT();
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
    if (user.hasPassword && !input.password) return setErrors({ password: t("errors.currentPasswordRequired") });
    setErrors({});
    setPending(true);
    try {
      const { message } = await deleteAccount.mutateAsync(parsed.data);
      setOpen(false);
      navigate("/");
      toast({ title: t("account.delete.done"), description: message });
    } catch (error) {
      toast({ title: t("account.delete.failed"), description: serverMessage(error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="border-red-200">
      <h2 className="text-xl font-semibold text-red-800">{t("account.delete.title")}</h2>
      <p className="mt-1 text-sm text-slate-700">{t("account.delete.text")}</p>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <Button variant="outline" className="mt-4 border-red-300 text-red-800 hover:bg-red-50">
            <Trash2 aria-hidden="true" className="h-4 w-4" /> {t("account.delete.title")}
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <Dialog.Title className="text-lg font-bold">{t("account.delete.dialogTitle")}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-slate-700">
              {t(user.hasPassword ? "account.delete.confirmWithPassword" : "account.delete.confirmText")}
            </Dialog.Description>
            <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-label={t("account.delete.form")}>
              {user.hasPassword && (
                <FormField id="deletePassword" label={t("account.delete.password")} error={errors.password}>
                  <Input
                    {...fieldAria("deletePassword", errors.password)}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                  />
                </FormField>
              )}
              <FormField id="deleteConfirm" label={t("account.delete.typeDelete")} error={errors.confirm}>
                <Input {...fieldAria("deleteConfirm", errors.confirm)} name="confirm" autoComplete="off" />
              </FormField>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <Button type="button" variant="outline">
                    {t("account.delete.cancel")}
                  </Button>
                </Dialog.Close>
                <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={pending}>
                  {pending ? t("account.delete.deleting") : t("account.delete.submit")}
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
  const t = useT();
  const [pending, setPending] = useState(false);
  const { data: items = [] } = useContent();
  const photos = items.filter((item) => item.status === "ready" && item.thumbnailUrl && item.fileType === "image");

  async function choose(contentItemId: string | null) {
    setPending(true);
    try {
      await setProfilePicture.mutateAsync(contentItemId);
      toast({ title: t(contentItemId ? "account.picture.updated" : "account.picture.removed") });
    } catch (error) {
      toast({ title: t("account.saveFailed"), description: serverMessage(error), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <h2 className="text-xl font-semibold">{t("account.picture.title")}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {t("account.picture.text")}{" "}
        {photos.length === 0 &&
          (matchRoute("/upload") ? (
            <WithLink
              text={t("account.picture.emptyUpload", { link: LINK_SLOT })}
              link={
                <Link href="/upload" className="text-brand-700 underline">
                  {t("account.picture.uploadLink")}
                </Link>
              }
            />
          ) : (
            t("account.picture.empty")
          ))}
      </p>
      {photos.length > 0 && (
        <ul className="mt-4 grid grid-cols-4 gap-3 sm:grid-cols-6" aria-label={t("account.picture.photos")}>
          {photos.slice(0, 24).map((photo) => {
            const selected = user.profileImageUrl === photo.thumbnailUrl;
            return (
              <li key={photo.id}>
                <button
                  type="button"
                  disabled={pending}
                  onClick={() => choose(photo.id)}
                  aria-pressed={selected}
                  aria-label={t("account.picture.use", { name: photo.originalName })}
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
          {t("account.picture.remove")}
        </Button>
      )}
    </Card>
  );
}

/** Plan and GST invoices (issue 16: every invoice's PDF can be downloaded from the account page). */
function BillingSection({ user }: { user: CurrentUser }) {
  const { t, language } = useI18n();
  const billing = useBillingSummary(true);
  const plan = t(`dashboard.plan.${user.subscriptionStatus}`);
  const endsAt = billing.data?.planEndsAt;
  return (
    <Card>
      <h2 className="text-xl font-semibold">{t("account.billing.title")}</h2>
      <p className="mt-1 text-slate-700">
        {endsAt && user.subscriptionStatus !== "free"
          ? t("account.billing.planUntil", { plan, date: formatIstLongDateIn(LOCALE_OF[language], endsAt) })
          : t("account.billing.plan", { plan })}{" "}
        <Link href="/subscribe" className="font-semibold text-brand-700 underline">
          {t(user.subscriptionStatus === "free" ? "common.seePlans" : "account.billing.change")}
        </Link>
      </p>
      {billing.isError && <p className="mt-4 text-red-800">{t("account.billing.loadFailed")}</p>}
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
          <p className="mt-4 text-sm text-slate-600">{t("account.billing.none")}</p>
        ))}
    </Card>
  );
}

/** /account: name, password, plan and invoices, API keys, download my data, delete my account (DPDP Act). */
export default function AccountPage() {
  const { user } = useAuth();
  const t = useT();
  if (!user) return null;
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{t("account.title")}</h1>
      <ProfileSection user={user} />
      <LanguageSection user={user} />
      <PictureSection user={user} />
      <InstagramCard />
      <PasswordSection user={user} />
      <BillingSection user={user} />
      <ApiKeysSection />
      <Card>
        <h2 className="text-xl font-semibold">{t("account.export.title")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("account.export.text")}</p>
        <Button asChild variant="outline" className="mt-4">
          <a href="/api/account/export" download>
            <Download aria-hidden="true" className="h-4 w-4" /> {t("account.export.title")}
          </a>
        </Button>
      </Card>
      <DeleteSection user={user} />
    </section>
  );
}
