#!/usr/bin/env bash
# Builds the Debian package from a built tree (cpack), unpacks it into a scratch root and uses
# it from there: the programs run from the installed files, the desktop file, the AppStream
# metadata and the MIME type validate, and the dependencies name Debian's Qt 6 packages.
#   bash tests/app/test_debian_package.sh BUILD_DIR
set -euo pipefail
build="$1"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
if ! (cd "$build" && cpack -G DEB -B "$out" > "$out/cpack.log" 2>&1); then
  cat "$out/cpack.log"
  exit 1
fi
deb="$(ls "$out"/*.deb)"
echo "package: $(basename "$deb"), $(du -k "$deb" | cut -f1) KiB"
depends="$(dpkg-deb -f "$deb" Depends)"
echo "Depends: $depends"
for lib in libqt6widgets6 libqt6charts6 libqt6svg6 libopencv-core; do
  grep -q "$lib" <<<"$depends" || { echo "the dependencies lack $lib"; exit 1; }
done

root="$out/root"
dpkg-deb -x "$deb" "$root"
share="$root/usr/share"
for f in usr/bin/m3studio usr/bin/m3studio-cli usr/share/applications/m3studio.desktop \
         usr/share/icons/hicolor/scalable/apps/m3studio.svg usr/share/mime/packages/m3studio.xml \
         usr/share/metainfo/io.github.m3studio.M3Studio.metainfo.xml usr/share/doc/m3studio/copyright \
         usr/share/bash-completion/completions/m3studio-cli usr/share/doc/m3studio/guide/index.md \
         usr/share/doc/m3studio/guide/images/terrain.png; do
  [ -f "$root/$f" ] || { echo "not installed: /$f"; exit 1; }
done
desktop-file-validate "$share/applications/m3studio.desktop"
appstreamcli validate --no-net "$share/metainfo/io.github.m3studio.M3Studio.metainfo.xml"
# The MIME database built from the package's file knows projects.
cp -r "$share/mime" "$out/mime"
update-mime-database "$out/mime"
grep -q "m3p" "$out/mime/globs2"
[ -f "$out/mime/application/x-m3studio-project.xml" ]

# Manual pages, where help2man was there to make them (resources/debian-packages.txt has it).
if command -v help2man > /dev/null; then
  for program in m3studio m3studio-cli; do
    page="$root/usr/share/man/man1/$program.1.gz"
    [ -f "$page" ] || { echo "not installed: /usr/share/man/man1/$program.1.gz"; exit 1; }
    zcat "$page" | grep -q "^\.TH ${program^^} \"1\"" || { echo "$page: not a section 1 manual page"; exit 1; }
  done
fi

# The installed programs.
version="$("$root/usr/bin/m3studio-cli" --version)"
echo "$version"
grep -q "[0-9]\+\.[0-9]\+\.[0-9]\+" <<<"$version"
"$root/usr/bin/m3studio-cli" sample --out "$out/words.data" --words 20 --seed 3
[ -s "$out/words.data" ]
QT_QPA_PLATFORM=offscreen "$root/usr/bin/m3studio" --version
echo "the package installs and runs"
