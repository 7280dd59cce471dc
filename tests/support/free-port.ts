/** A TCP port on 127.0.0.1 that nothing listens on right now: the scripts' own helper. */
export { freePort } from "@/scripts/lib/free-port.mjs";
