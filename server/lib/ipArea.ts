/** Where an address is (the city lookup and the server's own operation-log entries), as far as the reference server can tell without a geo database. */
export function areaOfIp(ip: string): string {
  const plain = ip.replace(/^::ffff:/, "");
  if (plain === "127.0.0.1" || plain === "::1" || plain === "localhost") return "本机";
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|fc|fd|fe80:)/i.test(plain)) return "局域网";
  return "未知地区";
}
