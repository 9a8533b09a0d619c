/**
 * The launcher's and the chat panel's stylesheet, inside the loader's shadow root: the host page's
 * CSS cannot reach in, and `all: initial` stops inherited fonts and colours at the boundary.
 * Desktop gets a floating panel; narrow screens get the chat full screen. Motion (the launcher's
 * hover, the panel's entrance, the loading ring) stops when the visitor asks for reduced motion,
 * and the loading ring goes once the chat has loaded. `left`: the owner put the launcher (and
 * the panel above it) at the bottom left.
 */
export function launcherStyles(color: string, iconColor: string, left = false): string {
  const side = left ? 'left' : 'right';
  return [
    `:host{all:initial}`,
    `*{box-sizing:border-box}`,
    `[hidden]{display:none!important}`,
    `.l{position:fixed;${side}:20px;bottom:20px;z-index:2147483647;width:56px;height:56px;margin:0;padding:0;border:0;border-radius:50%;display:flex;align-items:center;justify-content:center;background:${color};color:${iconColor};cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25);transition:transform .15s ease}`,
    `.l:hover{transform:scale(1.06)}`,
    `.l:focus{outline:none}`,
    `.l:focus-visible{outline:3px solid #fff;outline-offset:2px;box-shadow:0 0 0 7px #111827}`,
    `svg{width:28px;height:28px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}`,
    `.b{position:absolute;top:-4px;right:-4px;min-width:22px;height:22px;padding:0 6px;border-radius:11px;background:#b91c1c;color:#fff;font:700 12px/22px system-ui,sans-serif;text-align:center}`,
    `.p{position:fixed;${side}:20px;bottom:88px;z-index:2147483647;width:380px;max-width:calc(100vw - 40px);height:640px;max-height:calc(100vh - 108px);border-radius:16px;overflow:hidden;background:#fff;box-shadow:0 12px 40px rgba(0,0,0,.3);animation:i .2s ease}`,
    `.p::before{content:"";position:absolute;z-index:-1;top:50%;left:50%;width:32px;height:32px;margin:-16px;border:3px solid #d1d5db;border-top-color:${color};border-radius:50%;animation:s 1s linear infinite}`,
    // The chat covers the ring once it has drawn itself (its `ready`); a ring left turning behind
    // it would keep the browser drawing frames for as long as the chat stays open.
    `.p[data-loaded]::before{content:none}`,
    `iframe{display:block;width:100%;height:100%;border:0;background:transparent;color-scheme:normal}`,
    `@keyframes i{from{opacity:0;transform:translateY(12px)}}`,
    `@keyframes s{to{transform:rotate(1turn)}}`,
    // Full screen, the chat's own close button takes over from the launcher, which would hide its Send.
    `@media (max-width:480px){.p{inset:0;width:100%;max-width:none;height:100%;max-height:none;border-radius:0}.p:not([hidden])+.l{display:none}}`,
    `@media (prefers-reduced-motion:reduce){.l,.p,.p::before{transition:none;animation:none}}`,
  ].join('');
}
