package io.jiree.runtime.params;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Reads an IREE parameter archive ({@code .irpa}, {@code iree/schemas/parameter_archive.h}) into
 * a {@link ParameterIndex}: a chain of v0 headers, each with an entry table, a metadata segment
 * (names) and a storage segment (data). Splat entries become pattern entries; data entries point
 * into the mapped file; skip entries are ignored. Every offset and length is checked against the
 * file before use: a malformed or truncated archive is INVALID_ARGUMENT naming the entry.
 */
public final class IrpaParser {
    /** "IRPA" little-endian. */
    static final int MAGIC = 0x41505249;

    static final int HEADER_PREFIX_SIZE = 32;
    static final int HEADER_V0_SIZE = 88;
    static final int ENTRY_HEADER_SIZE = 60;
    static final int SPLAT_ENTRY_SIZE = ENTRY_HEADER_SIZE + 8 + 16 + 1;
    static final int DATA_ENTRY_SIZE = ENTRY_HEADER_SIZE + 16;
    static final int ENTRY_ALIGNMENT = 16;

    static final int TYPE_SKIP = 0;
    static final int TYPE_SPLAT = 1;
    static final int TYPE_DATA = 2;
    static final int TYPE_EXTERNAL = 3;

    private static final ValueLayout.OfInt U32 = ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfShort U16 = ValueLayout.JAVA_SHORT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfLong U64 = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);

    private IrpaParser() {}

    /** Whether the contents start with the IRPA magic. */
    public static boolean looksLikeIrpa(MemorySegment contents) {
        return contents.byteSize() >= 4 && contents.get(U32, 0) == MAGIC;
    }

    /** Adds every parameter of the archive in {@code file} to {@code index}. */
    public static void parse(ParameterFile file, ParameterIndex index) {
        MemorySegment data = file.contents();
        long base = 0;
        int archives = 0;
        while (true) {
            parseArchive(file, data, base, index);
            long next = data.get(U64, base + 16);
            if (next == 0) {
                return;
            }
            if (++archives > 65536) {
                throw malformed(file, "more than 65536 linked archive headers (a header chain that loops?)");
            }
            long nextBase = base + next;
            if (next < 0 || nextBase < base || nextBase % 16 != 0) {
                throw malformed(file, "header at %d links to a next header at invalid relative offset %d", base, next);
            }
            base = nextBase;
        }
    }

    private static void parseArchive(ParameterFile file, MemorySegment data, long base, ParameterIndex index) {
        long size = data.byteSize();
        if (base > size - HEADER_PREFIX_SIZE || size < HEADER_PREFIX_SIZE) {
            throw malformed(
                    file,
                    "not enough bytes for a valid IRPA header at offset %d (file size %d); the file "
                            + "is empty or truncated",
                    base,
                    size);
        }
        int magic = data.get(U32, base);
        if (magic != MAGIC) {
            throw malformed(
                    file,
                    "IRPA file magic missing or invalid %08X at offset %d; expected %08X " + "(is this an .irpa file?)",
                    magic,
                    base,
                    MAGIC);
        }
        int major = Short.toUnsignedInt(data.get(U16, base + 4));
        int minor = Short.toUnsignedInt(data.get(U16, base + 6));
        long headerSize = data.get(U64, base + 8);
        if (major != 0) {
            throw JireeException.of(
                    StatusCode.UNIMPLEMENTED,
                    "parameter archive %s: IRPA major version %d.%d not supported by this runtime (0.0)",
                    file.name(),
                    major,
                    minor);
        }
        if (minor > 0) {
            throw JireeException.of(
                    StatusCode.UNIMPLEMENTED,
                    "parameter archive %s: IRPA version %d.%d not supported (major supported but minor is newer "
                            + "than the runtime trying to parse it)",
                    file.name(),
                    major,
                    minor);
        }
        if (headerSize != HEADER_V0_SIZE) {
            throw malformed(
                    file,
                    "IRPA v0 header expected to be exactly %d bytes but was reported as %s",
                    HEADER_V0_SIZE,
                    Long.toUnsignedString(headerSize));
        }
        if (base > size - HEADER_V0_SIZE) {
            throw malformed(file, "header at offset %d is truncated (file size %d)", base, size);
        }
        long entryCount = data.get(U64, base + 32);
        Range entries = segment(file, data, base, base + 40, "entry table");
        Range metadata = segment(file, data, base, base + 56, "metadata segment");
        Range storage = segment(file, data, base, base + 72, "storage segment");

        long entryOffset = entries.start;
        long remaining = entries.length;
        if (entryCount < 0 || entryCount > remaining / ENTRY_HEADER_SIZE + 1) {
            throw malformed(
                    file,
                    "header declares %s entries but its entry table has only %d bytes",
                    Long.toUnsignedString(entryCount),
                    remaining);
        }
        for (long i = 0; i < entryCount; i++) {
            if (remaining < ENTRY_HEADER_SIZE) {
                throw malformed(file, "entry %d: entry table truncated; insufficient bytes for the entry header", i);
            }
            long entrySize = data.get(U64, entryOffset);
            if (entrySize < ENTRY_HEADER_SIZE || Long.compareUnsigned(entrySize, remaining) > 0) {
                throw malformed(
                        file,
                        "entry %d: entry table truncated; entry size %s does not fit the %d bytes left",
                        i,
                        Long.toUnsignedString(entrySize),
                        remaining);
            }
            int type = data.get(U32, entryOffset + 8);
            String name = string(file, data, metadata, entryOffset + 20, i, "name");
            Range meta = metadataRange(file, metadata, data, entryOffset + 36, i, name, "metadata");
            String where = "entry " + i + " ('" + name + "')";
            switch (type) {
                case TYPE_SKIP -> {}
                case TYPE_SPLAT -> {
                    if (entrySize < SPLAT_ENTRY_SIZE) {
                        throw malformed(
                                file,
                                "%s: splat entry of %d bytes is shorter than %d",
                                where,
                                entrySize,
                                SPLAT_ENTRY_SIZE);
                    }
                    long length = data.get(U64, entryOffset + ENTRY_HEADER_SIZE);
                    int patternLength = Byte.toUnsignedInt(
                            data.get(ValueLayout.JAVA_BYTE, entryOffset + ENTRY_HEADER_SIZE + 8 + 16));
                    if (patternLength == 0 || patternLength > 16) {
                        throw malformed(
                                file, "%s: splat pattern length %d out of bounds (1 to 16)", where, patternLength);
                    }
                    if (length < 0) {
                        throw malformed(file, "%s: splat length %s is too large", where, Long.toUnsignedString(length));
                    }
                    byte[] pattern = data.asSlice(entryOffset + ENTRY_HEADER_SIZE + 8, patternLength)
                            .toArray(ValueLayout.JAVA_BYTE);
                    add(
                            index,
                            file,
                            where,
                            new ParameterEntry(name, length, null, 0, pattern, data.asSlice(meta.start, meta.length)));
                }
                case TYPE_DATA -> {
                    if (entrySize < DATA_ENTRY_SIZE) {
                        throw malformed(
                                file,
                                "%s: data entry of %d bytes is shorter than %d",
                                where,
                                entrySize,
                                DATA_ENTRY_SIZE);
                    }
                    long offset = data.get(U64, entryOffset + ENTRY_HEADER_SIZE);
                    long length = data.get(U64, entryOffset + ENTRY_HEADER_SIZE + 8);
                    if (length != 0 && !within(offset, length, storage.length)) {
                        throw malformed(
                                file,
                                "%s: data (offset=%s, length=%s) lies outside the %d-byte storage "
                                        + "segment; the archive is truncated or corrupt",
                                where,
                                Long.toUnsignedString(offset),
                                Long.toUnsignedString(length),
                                storage.length);
                    }
                    long start = length == 0 ? 0 : storage.start + offset;
                    add(
                            index,
                            file,
                            where,
                            new ParameterEntry(name, length, file, start, null, data.asSlice(meta.start, meta.length)));
                }
                case TYPE_EXTERNAL ->
                    throw JireeException.of(
                            StatusCode.UNIMPLEMENTED,
                            "parameter archive %s, %s: external file entries are not supported; repack the archive with "
                                    + "iree-convert-parameters",
                            file.name(),
                            where);
                default ->
                    throw JireeException.of(
                            StatusCode.UNIMPLEMENTED,
                            "parameter archive %s, %s: entry type %d is not supported",
                            file.name(),
                            where,
                            type);
            }
            long aligned = (entrySize + ENTRY_ALIGNMENT - 1) & -ENTRY_ALIGNMENT;
            entryOffset += Math.min(aligned, remaining);
            remaining -= Math.min(aligned, remaining);
        }
    }

    private static void add(ParameterIndex index, ParameterFile file, String where, ParameterEntry entry) {
        try {
            index.add(entry);
        } catch (JireeException e) {
            throw malformed(file, "%s: %s", where, e.detail());
        }
    }

    private record Range(long start, long length) {}

    private static boolean within(long offset, long length, long limit) {
        return offset >= 0 && length >= 0 && offset <= limit && length <= limit - offset;
    }

    // A segment of the header at headerBase: offset relative to the header, checked against the file.
    private static Range segment(ParameterFile file, MemorySegment data, long headerBase, long at, String what) {
        long offset = data.get(U64, at);
        long length = data.get(U64, at + 8);
        if (length == 0) {
            return new Range(0, 0);
        }
        long size = data.byteSize();
        if (offset < 0
                || length < 0
                || offset > size
                || headerBase > size - offset
                || !within(headerBase + offset, length, size)) {
            throw malformed(
                    file,
                    "%s (offset=%s, length=%s from header at %d) lies outside the %d-byte file; the "
                            + "archive is truncated or corrupt",
                    what,
                    Long.toUnsignedString(offset),
                    Long.toUnsignedString(length),
                    headerBase,
                    size);
        }
        return new Range(headerBase + offset, length);
    }

    private static Range metadataRange(
            ParameterFile file, Range metadata, MemorySegment data, long at, long entry, String name, String what) {
        long offset = data.get(U64, at);
        long length = data.get(U64, at + 8);
        if (length == 0) {
            return new Range(0, 0);
        }
        if (!within(offset, length, metadata.length)) {
            String who = name == null ? "entry " + entry : "entry " + entry + " ('" + name + "')";
            throw malformed(
                    file,
                    "%s: %s (offset=%s, length=%s) lies outside the %d-byte metadata segment",
                    who,
                    what,
                    Long.toUnsignedString(offset),
                    Long.toUnsignedString(length),
                    metadata.length);
        }
        return new Range(metadata.start + offset, length);
    }

    private static String string(
            ParameterFile file, MemorySegment data, Range metadata, long at, long entry, String what) {
        Range r = metadataRange(file, metadata, data, at, entry, null, what);
        if (r.length > Integer.MAX_VALUE) {
            throw malformed(file, "entry %d: %s of %d bytes is too long", entry, what, r.length);
        }
        return new String(data.asSlice(r.start, r.length).toArray(ValueLayout.JAVA_BYTE), StandardCharsets.UTF_8);
    }

    private static JireeException malformed(ParameterFile file, String format, Object... args) {
        return new JireeException(
                StatusCode.INVALID_ARGUMENT,
                "malformed parameter archive " + file.name() + ": " + String.format(format, args));
    }
}
