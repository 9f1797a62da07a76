"""A PostgreSQL URL's password, kept out of everything printed (issue 31).

libpq takes a password in two places of a URL: the user part (``postgresql://user:secret@host/db``) and a query
parameter (``postgresql://user@host/db?sslmode=require&password=secret``). :func:`split_password` finds both (the
way libpq reads them: the user part ends at the last ``@`` before the first ``/``, the query starts at the first
``?`` after it, its parameter names percent-decoded, here in any case), so that
:func:`trainer.training.store_backend.shown_url` prints the URL without them, ``trainer store use`` refuses to
keep them in the setting file, and :func:`hide_passwords` takes them out of a message that echoes them (libpq's
``invalid percent-encoded token: "%zzsecret"``, a URL quoted whole in "not a PostgreSQL URL").
"""

from __future__ import annotations

from urllib.parse import unquote

HIDDEN = "***"
"""What a password is replaced by in a message."""


def split_password(url: str) -> tuple[str, list[str]]:
    """``url`` without its passwords (the user part's ``:secret``, every ``password=`` query parameter; the other
    parameters kept in order), and the passwords it held as written (percent-encoded). A URL without a password
    comes back unchanged, character for character."""
    scheme, sep, rest = url.partition("://")
    if not sep:
        return url, []
    found: list[str] = []
    slash = rest.find("/")
    at = (rest if slash < 0 else rest[:slash]).rfind("@")
    if at >= 0:
        user, colon, password = rest[:at].partition(":")
        if colon:
            found.append(password)
            rest = user + rest[at:]
            at = len(user)
    query = rest.find("?", max(at, 0))
    if query >= 0:
        params = rest[query + 1 :].split("&")
        secret = [unquote(param.partition("=")[0]).strip().lower() == "password" for param in params]
        if any(secret):
            found += [param.partition("=")[2] for param, is_secret in zip(params, secret, strict=True) if is_secret]
            kept = [param for param, is_secret in zip(params, secret, strict=True) if not is_secret]
            rest = rest[:query] + (f"?{'&'.join(kept)}" if kept else "")
    return (f"{scheme}://{rest}" if found else url), found


def hide_passwords(text: str, *urls: str | None) -> str:
    """``text`` (a message about one of ``urls``) with each of their passwords, as written or percent-decoded,
    replaced by :data:`HIDDEN`."""
    secrets: set[str] = set()
    for url in urls:
        if url:
            for password in split_password(url)[1]:
                secrets.update({password, unquote(password)} - {""})
    for secret in sorted(secrets, key=len, reverse=True):  # a longer form first ("%41b" before "Ab")
        text = text.replace(secret, HIDDEN)
    return text
