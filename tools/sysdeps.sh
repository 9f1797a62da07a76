#!/usr/bin/env bash
# Installs the few Debian/Ubuntu packages Qt needs (and the CJK font), only when missing.
# As root: apt-get installs them. Otherwise: prints the exact command and carries on.
set -u
pkgs=(libegl1 libgl1 libglib2.0-0 libfontconfig1 libdbus-1-3 libxkbcommon0
      libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0
      fonts-noto-cjk poppler-utils)  # poppler-utils: the PDF report tests render with pdftoppm
for extra in "$@"; do pkgs+=("$extra"); done
# The compiled settler (trainer/engine/_csettle.c) is built by `pip install` with a C compiler and Python's headers.
if ! command -v cc >/dev/null 2>&1 && ! command -v gcc >/dev/null 2>&1; then pkgs+=(gcc); fi
headers=$("${PYTHON:-python3}" -c 'import os, sysconfig; print(os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")))' 2>/dev/null)
if [ "$headers" = "False" ]; then pkgs+=(python3-dev); fi
if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "sysdeps: not a Debian/Ubuntu system; install the equivalents of: ${pkgs[*]}" >&2
  exit 0
fi
missing=()
for p in "${pkgs[@]}"; do
  # libglib2.0-0 is libglib2.0-0t64 on newer releases; accept either name.
  if dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then continue; fi
  if dpkg-query -W -f='${Status}' "${p}t64" 2>/dev/null | grep -q "ok installed"; then continue; fi
  missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
  echo "sysdeps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
    || { echo "sysdeps: apt-get failed; install by hand: sudo apt-get install ${missing[*]}" >&2; exit 1; }
else
  echo "sysdeps: missing system packages. Please run:" >&2
  echo "  sudo apt-get install -y ${missing[*]}" >&2
fi
exit 0
