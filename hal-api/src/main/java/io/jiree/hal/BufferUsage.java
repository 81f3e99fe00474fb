package io.jiree.hal;

import java.util.List;

/** {@code iree_hal_buffer_usage_t} bits with IREE's values. */
public final class BufferUsage {
    public static final int NONE = 0;
    public static final int TRANSFER_SOURCE = 1 << 0;
    public static final int TRANSFER_TARGET = 1 << 1;
    public static final int TRANSFER = TRANSFER_SOURCE | TRANSFER_TARGET;
    public static final int DISPATCH_INDIRECT_PARAMETERS = 1 << 8;
    public static final int DISPATCH_UNIFORM_READ = 1 << 9;
    public static final int DISPATCH_STORAGE_READ = 1 << 10;
    public static final int DISPATCH_STORAGE_WRITE = 1 << 11;
    public static final int DISPATCH_STORAGE = DISPATCH_STORAGE_READ | DISPATCH_STORAGE_WRITE;
    public static final int DISPATCH_IMAGE_READ = 1 << 12;
    public static final int DISPATCH_IMAGE_WRITE = 1 << 13;
    public static final int DISPATCH_IMAGE = DISPATCH_IMAGE_READ | DISPATCH_IMAGE_WRITE;
    public static final int DISPATCH = DISPATCH_INDIRECT_PARAMETERS | DISPATCH_UNIFORM_READ
            | DISPATCH_STORAGE | DISPATCH_IMAGE;
    public static final int SHARING_EXPORT = 1 << 16;
    public static final int SHARING_REPLICATE = 1 << 17;
    public static final int SHARING_CONCURRENT = 1 << 18;
    public static final int SHARING_IMMUTABLE = 1 << 19;
    public static final int MAPPING_SCOPED = 1 << 24;
    public static final int MAPPING_PERSISTENT = 1 << 25;
    public static final int MAPPING_OPTIONAL = 1 << 26;
    public static final int MAPPING_ACCESS_RANDOM = 1 << 27;
    public static final int MAPPING_ACCESS_SEQUENTIAL_WRITE = 1 << 28;
    public static final int MAPPING = MAPPING_SCOPED | MAPPING_ACCESS_RANDOM;
    public static final int DEFAULT = TRANSFER | DISPATCH_STORAGE;

    private static final List<BitField.Name> NAMES = List.of(
            new BitField.Name(NONE, "NONE"),
            new BitField.Name(TRANSFER, "TRANSFER"),
            new BitField.Name(TRANSFER_SOURCE, "TRANSFER_SOURCE"),
            new BitField.Name(TRANSFER_TARGET, "TRANSFER_TARGET"),
            new BitField.Name(DISPATCH_INDIRECT_PARAMETERS, "DISPATCH_INDIRECT_PARAMETERS"),
            new BitField.Name(DISPATCH_UNIFORM_READ, "DISPATCH_UNIFORM_READ"),
            new BitField.Name(DISPATCH_STORAGE, "DISPATCH_STORAGE"),
            new BitField.Name(DISPATCH_STORAGE_READ, "DISPATCH_STORAGE_READ"),
            new BitField.Name(DISPATCH_STORAGE_WRITE, "DISPATCH_STORAGE_WRITE"),
            new BitField.Name(DISPATCH_IMAGE, "DISPATCH_IMAGE"),
            new BitField.Name(DISPATCH_IMAGE_READ, "DISPATCH_IMAGE_READ"),
            new BitField.Name(DISPATCH_IMAGE_WRITE, "DISPATCH_IMAGE_WRITE"),
            new BitField.Name(SHARING_EXPORT, "SHARING_EXPORT"),
            new BitField.Name(SHARING_REPLICATE, "SHARING_REPLICATE"),
            new BitField.Name(SHARING_CONCURRENT, "SHARING_CONCURRENT"),
            new BitField.Name(SHARING_IMMUTABLE, "SHARING_IMMUTABLE"),
            new BitField.Name(MAPPING_SCOPED, "MAPPING_SCOPED"),
            new BitField.Name(MAPPING_PERSISTENT, "MAPPING_PERSISTENT"),
            new BitField.Name(MAPPING_OPTIONAL, "MAPPING_OPTIONAL"),
            new BitField.Name(MAPPING_ACCESS_RANDOM, "MAPPING_ACCESS_RANDOM"),
            new BitField.Name(MAPPING_ACCESS_SEQUENTIAL_WRITE, "MAPPING_ACCESS_SEQUENTIAL_WRITE"));

    private BufferUsage() {}

    public static String format(int bits) {
        return BitField.format(Integer.toUnsignedLong(bits), NAMES);
    }
}
