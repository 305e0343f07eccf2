#!/bin/sh
# Remakes the tiny videos in test/fixtures/videos (committed; the tests never run this). Needs
# ffmpeg on the developer's machine only (Debian: apt-get install ffmpeg); the server has none.
# Each file is a few KB: small frames of flat colour or two photos, crf 35, a quiet tone.
# To remake one file, run its line alone.
set -eu
cd "$(dirname "$0")/../test/fixtures/videos"
q="-hide_banner -loglevel error -y"
tone="-f lavfi -i sine=frequency=440:sample_rate=44100"
flat() { echo "color=c=$1:s=$2:r=$3:d=$4"; }
x264="-c:v libx264 -preset veryslow -crf 35 -pix_fmt yuv420p"
aac="-c:a aac -b:a 32k -ac 1"

# Publishable: 4 s, 9:16, 30 fps, H.264 + AAC. A tabby cat filling the picture for 2 s, then a
# city street with people (the film still in autocannon's package) fitted inside it: a scene change.
ffmpeg $q -loop 1 -t 2 -i ../photos/cat-chelsea.jpg -loop 1 -t 2 -i ../../../node_modules/autocannon/test/j5.jpeg $tone -filter_complex \
  "[0]scale=360:640:force_original_aspect_ratio=increase,crop=360:640,fps=30,setsar=1[a];[1]scale=360:640:force_original_aspect_ratio=decrease,pad=360:640:(ow-iw)/2:(oh-ih)/2,fps=30,setsar=1[b];[a][b]concat=n=2:v=1:a=0[v]" \
  -map "[v]" -map 2:a -t 4 $x264 $aac -movflags +faststart cat-street.mp4
# Publishable: HEVC in a QuickTime file, 24 fps, 16:9 (a note: 9:16 fills the screen).
ffmpeg $q -f lavfi -i "$(flat teal 320x180 24 3.5)" $tone -t 3.5 -c:v libx265 -x265-params log-level=none -crf 35 -tag:v hvc1 -pix_fmt yuv420p $aac hevc-landscape.mov
# Refused: WebM (VP9 + Opus).
ffmpeg $q -f lavfi -i "$(flat orange 180x320 30 4)" $tone -t 4 -c:v libvpx-vp9 -crf 50 -b:v 0 -c:a libopus -b:a 24k vp9.webm
# Refused: MPEG-4 Part 2 video in MP4.
ffmpeg $q -f lavfi -i "$(flat navy 180x320 30 4)" $tone -t 4 -c:v mpeg4 -q:v 20 $aac mpeg4-part2.mp4
# Refused: MP3 audio.
ffmpeg $q -f lavfi -i "$(flat olive 180x320 30 4)" $tone -t 4 $x264 -c:a libmp3lame -b:a 32k mp3-audio.mp4
# Refused: AAC at 96 kHz.
ffmpeg $q -f lavfi -i "$(flat maroon 180x320 30 4)" -f lavfi -i sine=frequency=440:sample_rate=96000 -t 4 $x264 -c:a aac -b:a 32k -ar 96000 -ac 1 aac-96khz.mp4
# Refused: 15 frames a second.
ffmpeg $q -f lavfi -i "$(flat purple 180x320 15 4)" $tone -t 4 $x264 $aac fps-15.mp4
# Refused: 2,160 px wide.
ffmpeg $q -f lavfi -i "$(flat gray 2160x1216 24 3.2)" $tone -t 3.2 $x264 $aac wide-2160.mp4
# Refused: 12:1.
ffmpeg $q -f lavfi -i "$(flat green 1200x100 24 3.2)" $tone -t 3.2 $x264 $aac aspect-12x1.mp4
# Refused: 2 s (Instagram's minimum is 3 s).
ffmpeg $q -f lavfi -i "$(flat pink 180x320 30 2)" $tone -t 2 $x264 $aac short-2s.mp4
# Refused: 61 s (the product's limit is 60 s), no sound.
ffmpeg $q -f lavfi -i "$(flat black 64x112 24 61)" -t 61 $x264 -an long-61s.mp4
ls -l
