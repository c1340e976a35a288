#!/bin/sh
# Install Solo Desktop for the current user: the app into ~/.local/opt/solo-desktop, the
# command `solo-desktop` into ~/.local/bin, and a menu entry with its icon. Run it from the
# unpacked folder: ./install.sh   (./install.sh --uninstall removes it all again).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
dest=$HOME/.local/opt/solo-desktop
id=org.solodesktop.SoloDesktop

remove() {
  rm -rf "$dest" "$HOME/.local/bin/solo-desktop" "$data/applications/$id.desktop" \
    "$data/metainfo/$id.metainfo.xml" "$data/icons/hicolor/scalable/apps/$id.svg"
  for size in 16 24 32 48 64 128 256 512; do
    rm -f "$data/icons/hicolor/${size}x${size}/apps/$id.png"
  done
}

if [ "${1:-}" = "--uninstall" ]; then
  remove
  echo "Solo Desktop removed (your games and chip ledger in $data/SoloDesktop are kept)."
  exit 0
fi

remove
mkdir -p "$dest" "$HOME/.local/bin" "$data/applications" "$data/metainfo" \
  "$data/icons/hicolor/scalable/apps"
cp -a "$here/solo-desktop" "$here/_internal" "$dest/"
ln -s "$dest/solo-desktop" "$HOME/.local/bin/solo-desktop"
sed "s|^Exec=.*|Exec=$dest/solo-desktop|" "$here/share/applications/$id.desktop" \
  > "$data/applications/$id.desktop"
cp "$here/share/metainfo/$id.metainfo.xml" "$data/metainfo/"
cp -R "$here/share/icons/hicolor/." "$data/icons/hicolor/"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
echo "Solo Desktop installed: find it in your applications menu, or run solo-desktop."
