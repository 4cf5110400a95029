#!/bin/sh
# A stand-in speech-to-text model for tests: given a sound file, prints fixed WebVTT, as a real
# model's wrapper would print what it heard. Refuses to run without a readable file.
[ -r "$1" ] || { echo "no sound file: $1" >&2; exit 2; }
cat <<'VTT'
WEBVTT

00:00:00.000 --> 00:00:01.000
Words the model heard
VTT
