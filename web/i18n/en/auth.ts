export const auth = {
  prompt: 'Sign in to your account',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  password: 'Password',
  passwordPlaceholder: 'Enter your password',
  rememberMe: 'Remember me',
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  loginFailed: 'Login failed',
  loginSuccess: 'Successfully logged in',
} as const;
