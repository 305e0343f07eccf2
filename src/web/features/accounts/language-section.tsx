import { type InterfaceLanguage, LOCALE_OF } from "#contract/i18n/languages.ts";
import type { CurrentUser } from "#contract/user.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { useI18n } from "#web/i18n/i18n.tsx";
import { serverMessage } from "#web/lib/form-errors.ts";
import { useUpdateProfile } from "./queries.ts";

/** Each language named in its own script, as a switcher names them. */
const CHOICES: { value: InterfaceLanguage; name: string }[] = [
  { value: "en", name: "English" },
  { value: "hi", name: "हिन्दी" },
];

/**
 * The account page's interface language (issue 30): saved on the account (PATCH /api/account),
 * so it follows the creator to other devices and their e-mails, and shown at once.
 */
export function LanguageSection({ user }: { user: CurrentUser }) {
  const { language, setLanguage, t } = useI18n();
  const updateProfile = useUpdateProfile();
  const { toast } = useToast();
  const chosen = user.interfaceLanguage ?? language;

  async function choose(value: InterfaceLanguage) {
    try {
      await updateProfile.mutateAsync({ interfaceLanguage: value });
      await setLanguage(value);
      toast({ title: t("account.language.saved") });
    } catch (error) {
      toast({
        title: t("auth.failed"),
        description: serverMessage(error, t("auth.connectionError")),
        variant: "destructive",
      });
    }
  }

  return (
    <Card>
      <fieldset>
        <legend className="text-xl font-semibold">{t("account.language.title")}</legend>
        <p className="mt-1 text-sm text-slate-600">{t("account.language.hint")}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          {CHOICES.map((choice) => (
            <label
              key={choice.value}
              lang={LOCALE_OF[choice.value]}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 text-base has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="interfaceLanguage"
                value={choice.value}
                checked={chosen === choice.value}
                disabled={updateProfile.isPending}
                onChange={() => void choose(choice.value)}
                className="h-5 w-5 accent-brand-700"
              />
              {choice.name}
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
