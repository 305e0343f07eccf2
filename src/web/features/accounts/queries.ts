import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ChangePasswordRequest,
  DeleteAccountRequest,
  LoginRequest,
  RegisterRequest,
  UpdateProfileRequest,
} from "#contract/auth.ts";
import type { CurrentUser } from "#contract/user.ts";
import { useI18n } from "#web/i18n/i18n.tsx";
import { apiRequest } from "#web/lib/api.ts";
import { AUTH_QUERY_KEY } from "#web/lib/auth.ts";

/** A mutation whose answer is the signed-in user: it becomes what `useAuth()` returns. */
function useUserMutation<Input>(run: (input: Input) => Promise<CurrentUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (user) => queryClient.setQueryData(AUTH_QUERY_KEY, user),
  });
}

/**
 * Signing in on a page that came signed out, whose HTML carried only the public areas of the
 * catalogue (decision 791): the whole catalogue of the user's saved language (else the page's)
 * is loaded before the signed-in screens show.
 */
function useSignedIn() {
  const { language, setLanguage } = useI18n();
  return async (answer: Response): Promise<CurrentUser> => {
    const user: CurrentUser = await answer.json();
    await setLanguage(user.interfaceLanguage ?? language).catch(() => undefined);
    return user;
  };
}

/** POST /api/auth/login. */
export const useSignIn = () => {
  const signedIn = useSignedIn();
  return useUserMutation(async (input: LoginRequest) => signedIn(await apiRequest("POST", "/api/auth/login", input)));
};

/** POST /api/auth/register: the new account is signed in. */
export const useRegister = () => {
  const signedIn = useSignedIn();
  return useUserMutation(async (input: RegisterRequest) =>
    signedIn(await apiRequest("POST", "/api/auth/register", input)),
  );
};

/** PATCH /api/account: name and e-mail. */
export const useUpdateProfile = () =>
  useUserMutation(async (input: UpdateProfileRequest) => (await apiRequest("PATCH", "/api/account", input)).json());

/** PUT /api/account/profile-picture: one of the user's library photos, or none. */
export const useSetProfilePicture = () =>
  useUserMutation(async (contentItemId: string | null) =>
    (await apiRequest("PUT", "/api/account/profile-picture", { contentItemId })).json(),
  );

/** POST /api/auth/forgot-password: the answer says the same whether or not the address has an account. */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: async (email: string) => (await apiRequest("POST", "/api/auth/forgot-password", { email })).json(),
  });

/** POST /api/auth/reset-password with the e-mailed token. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: async (input: { token: string; password: string }) =>
      (await apiRequest("POST", "/api/auth/reset-password", input)).json(),
  });

/** POST /api/account/password: other devices are signed out. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: async (input: ChangePasswordRequest) =>
      (await apiRequest("POST", "/api/account/password", input)).json(),
  });

/** POST /api/account/delete: the session ends with the account, so `useAuth()` says signed out. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DeleteAccountRequest) => (await apiRequest("POST", "/api/account/delete", input)).json(),
    onSuccess: () => queryClient.setQueryData(AUTH_QUERY_KEY, null),
  });
}
