/**
 * scrypt hashes (passwords.ts's format and parameters) of the demo passwords the README publishes, so a
 * fresh data folder is seeded without hashing twelve passwords (a test server starts in milliseconds).
 * tests/server/demoPasswordHashes.test.ts checks that each verifies against its account's password; an
 * account added without a hash here is hashed when seeded, as before.
 */
export const DEMO_PASSWORD_HASHES: Readonly<Record<string, string>> = {
  admin: "scrypt$16384$8$1$6FNps2fFmuVQCRyswKszsg==$X2w122Tzspv0Q1At4cuuwWW8viBXlO9OMb3ObObmCbM=",
  dev: "scrypt$16384$8$1$v0RWGDg3ak8H94ZdjEqpkg==$jobq6OFKVzCGL+5Z3exXJIDQXMiF2JA9metH9+WW6z4=",
  dev2: "scrypt$16384$8$1$m/KRvHdwW2CIxehaDH/ZBw==$bke+pR0alJxV0RytdcD1UdBp9lI60XxzdofED6vh0TE=",
  annot1: "scrypt$16384$8$1$yfTlSc7knkPdfyYRrNuZuA==$4HG7rhuU3c++Nnmgl+Vhq9DQ4XbOrrc6UaUGPN4dX0E=",
  annot2: "scrypt$16384$8$1$owMmSTE4UutcSFAANI8dvg==$c9hdb3W/UgyHXm6vHmL/iYz8JGrog0lxJAi234/bllc=",
  pending: "scrypt$16384$8$1$j/pg4E84FwHA0GdE+8jHwg==$aqCe5iBOgHMlnbhc5yDqrf+NnNTyV2SlAFhGGjemdWU=",
  nobody: "scrypt$16384$8$1$Ym3nk9YSGoZyB9oCUdPKDw==$fOg2oXOmfpKOqpJ9o5QEnm7xnXXblfAW/KCYSxwdTUY=",
  disabled: "scrypt$16384$8$1$CV/wsVy68o2p0uz+OkYhKA==$MuDA7SXKIFZqhDRD4bJh9D9DMNY6tYwJcDM3W+Bz/WQ=",
  ops: "scrypt$16384$8$1$iZcDFtqpJEZfB/Zanb8t+Q==$m/lRzwsJ/B+Q6P1T0DzIHpXsUMfvTSaq49MLsM8zHEM=",
};

/** The simulated centre's accounts (hpcCenter.ts), the same way. */
export const CENTER_PASSWORD_HASHES: Readonly<Record<string, string>> = {
  sc_admin: "scrypt$16384$8$1$x4L9525W+H0V6IHgvqu1Ww==$4rqzauDBIUAI7xhiWgwS0UATdhUiJ6GucznbV7bAKb0=",
  hpc_secure: "scrypt$16384$8$1$SQzLojRGsKgx8/bczBsYbQ==$yTgqIH/cw2SJaefd4Rq3cMNSFHdNt7Vm80Wr9fC8vVU=",
  hpc_basic: "scrypt$16384$8$1$7MmxV+FL9QIC5zS7dWJvMQ==$Sk9Htc9ZQ59YUpvaZHuYp3/ZyEyjzrIKnpfpvpH52qQ=",
  hpc_spare: "scrypt$16384$8$1$3VZFWIX2QHRex2db9Z8B3g==$KUfxVnvY4xL77VVurqu1dRPVLM4mfaIZyooSDmkvHg4=",
};
