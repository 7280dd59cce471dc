/**
 * The five domain-setup steps, phrased for Factlens: its "identity console" is the
 * server's configuration, and "Authorized domains" is the AUTH_ALLOWED_HOSTS setting.
 */
export const DOMAIN_SETUP_STEPS = [
  {
    title: "Open the identity console",
    detail: "on this server that is its configuration: the .env file, or the environment it starts with.",
  },
  { title: "Go to Authorized domains", detail: "the AUTH_ALLOWED_HOSTS setting, a comma-separated list of host names." },
  { title: "Add domain", detail: "append a comma to the end of the list." },
  { title: "Paste the domain", detail: "paste the host name above after the comma (add :port to allow one port only)." },
  { title: "Save", detail: "save the file and restart the server; sign-in then works on this domain." },
] as const;

/** Where 'Open console' leads: the Settings card that shows this host's status and the setting. */
export const SIGN_IN_DOMAINS_HREF = "/settings#sign-in-domains";
