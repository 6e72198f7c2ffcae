/** Vite's virtual module (vite.config.ts): the suggestion's messages of every locale, from messages/*.json. */
declare module 'virtual:language-suggestion-messages' {
  const messages: Record<
    string,
    { text: string; link: string; dismiss: string; label: string; dir: 'ltr' | 'rtl' } | undefined
  >;
  export default messages;
}
