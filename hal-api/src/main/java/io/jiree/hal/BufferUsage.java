package io.jiree.hal;

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
    public static final int DISPATCH =
            DISPATCH_INDIRECT_PARAMETERS | DISPATCH_UNIFORM_READ | DISPATCH_STORAGE | DISPATCH_IMAGE;
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

    /** The names {@code iree_hal_buffer_usage_format} prints, in its order. */
    public static final BitField NAMES = BitField.names()
            .name(NONE, "NONE")
            .name(TRANSFER, "TRANSFER")
            .name(TRANSFER_SOURCE, "TRANSFER_SOURCE")
            .name(TRANSFER_TARGET, "TRANSFER_TARGET")
            .name(DISPATCH_INDIRECT_PARAMETERS, "DISPATCH_INDIRECT_PARAMETERS")
            .name(DISPATCH_UNIFORM_READ, "DISPATCH_UNIFORM_READ")
            .name(DISPATCH_STORAGE, "DISPATCH_STORAGE")
            .name(DISPATCH_STORAGE_READ, "DISPATCH_STORAGE_READ")
            .name(DISPATCH_STORAGE_WRITE, "DISPATCH_STORAGE_WRITE")
            .name(DISPATCH_IMAGE, "DISPATCH_IMAGE")
            .name(DISPATCH_IMAGE_READ, "DISPATCH_IMAGE_READ")
            .name(DISPATCH_IMAGE_WRITE, "DISPATCH_IMAGE_WRITE")
            .name(SHARING_EXPORT, "SHARING_EXPORT")
            .name(SHARING_REPLICATE, "SHARING_REPLICATE")
            .name(SHARING_CONCURRENT, "SHARING_CONCURRENT")
            .name(SHARING_IMMUTABLE, "SHARING_IMMUTABLE")
            .name(MAPPING_SCOPED, "MAPPING_SCOPED")
            .name(MAPPING_PERSISTENT, "MAPPING_PERSISTENT")
            .name(MAPPING_OPTIONAL, "MAPPING_OPTIONAL")
            .name(MAPPING_ACCESS_RANDOM, "MAPPING_ACCESS_RANDOM")
            .name(MAPPING_ACCESS_SEQUENTIAL_WRITE, "MAPPING_ACCESS_SEQUENTIAL_WRITE");

    private BufferUsage() {}
}
