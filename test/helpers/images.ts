import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** A JPEG drawn in code: a gradient with shapes, so it compresses like a photo would. */
export async function buildJpeg(
  options: { width?: number; height?: number; gps?: boolean; orientation?: number } = {},
) {
  const width = options.width ?? 800;
  const height = options.height ?? 600;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${Math.min(width, height) * 0.2}" fill="#fde047"/>
    <rect x="${width * 0.55}" y="${height * 0.5}" width="${width * 0.3}" height="${height * 0.3}" fill="#16a34a"/>
  </svg>`;
  let image = sharp(Buffer.from(svg)).jpeg({ quality: 85 });
  if (options.gps || options.orientation) {
    image = image.withExif({
      IFD0: {
        Make: "TestPhone",
        Model: "Camera 12",
      },
      ...(options.gps
        ? {
            IFD3: {
              GPSLatitudeRef: "N",
              GPSLatitude: "19/1 4/1 0/1",
              GPSLongitudeRef: "E",
              GPSLongitude: "72/1 52/1 0/1",
            },
          }
        : {}),
    });
    if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  }
  return image.toBuffer();
}

/** A PNG of the given size (a flat colour compresses to a few KB even when huge). */
export function buildPng(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#336699" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data and the CRC over type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG whose header claims `width` × `height` pixels but carries almost no data: the shape
 * of a decompression bomb, cheap to make. Decoders must refuse it from the header alone.
 */
export function buildPngBombHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(1 + width * 3))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A complete black-and-white PNG of `width` × `height`: every row is present (1 bit per pixel,
 * all zero, so 20000 × 20000 deflates to about 50 KB). Unlike a header-only bomb it is a valid
 * file, so only a pixel limit stops a decoder from expanding it, not a truncation check.
 */
export function buildCompletePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // colour type: greyscale
  const rowBytes = 1 + Math.ceil(width / 8); // filter byte + packed pixels
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(rowBytes * height), { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
