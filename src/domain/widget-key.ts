/**
 * A workspace's public key as a widget script tag carries it (the server decides whether it
 * exists). Shared by /widget.js, whose size is budgeted, so this file imports nothing.
 */
export const WORKSPACE_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
