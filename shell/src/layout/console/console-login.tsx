export function ConsoleLogin() {
  return <h1>로그인</h1>;
}
