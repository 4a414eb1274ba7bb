/** The value of `--name VALUE` or `--name=VALUE` among a command's arguments. */
export function argument(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}
