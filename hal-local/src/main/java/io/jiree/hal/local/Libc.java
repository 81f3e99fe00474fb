package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/** The libc functions the CPU driver needs (memory mapping), bound once through FFM. */
final class Libc {
    static final int PROT_NONE = 0;
    static final int PROT_READ = 1;
    static final int PROT_WRITE = 2;
    static final int PROT_EXEC = 4;
    static final int MAP_PRIVATE = 0x02;
    static final int MAP_ANONYMOUS = 0x20;
    static final long PAGE_SIZE = 4096;
    private static final long MAP_FAILED = -1L;

    private static final MethodHandle MMAP;
    private static final MethodHandle MUNMAP;
    private static final MethodHandle MPROTECT;
    private static final MethodHandle POSIX_MEMALIGN;
    private static final MethodHandle FREE;

    static {
        Linker linker = Linker.nativeLinker();
        SymbolLookup libc = linker.defaultLookup();
        MMAP = linker.downcallHandle(find(libc, "mmap"), FunctionDescriptor.of(ValueLayout.ADDRESS,
                ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT, ValueLayout.JAVA_INT,
                ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG));
        MUNMAP = linker.downcallHandle(find(libc, "munmap"),
                FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_LONG));
        MPROTECT = linker.downcallHandle(find(libc, "mprotect"), FunctionDescriptor.of(ValueLayout.JAVA_INT,
                ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT));
        POSIX_MEMALIGN = linker.downcallHandle(find(libc, "posix_memalign"), FunctionDescriptor.of(
                ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG));
        FREE = linker.downcallHandle(find(libc, "free"), FunctionDescriptor.ofVoid(ValueLayout.ADDRESS));
    }

    private Libc() {}

    private static MemorySegment find(SymbolLookup lookup, String name) {
        return lookup.find(name).orElseThrow(() -> JireeException.of(StatusCode.UNAVAILABLE,
                "libc function '%s' not found; the CPU driver needs a Linux libc", name));
    }

    /**
     * Allocates {@code size} uninitialized bytes aligned to {@code alignment} (a power of two,
     * at least pointer size); RESOURCE_EXHAUSTED when the heap cannot satisfy it. Release with
     * {@link #free}.
     */
    static MemorySegment alignedAlloc(long size, long alignment) {
        try (java.lang.foreign.Arena temp = java.lang.foreign.Arena.ofConfined()) {
            MemorySegment out = temp.allocate(ValueLayout.ADDRESS);
            int rc = (int) POSIX_MEMALIGN.invokeExact(out, alignment, Math.max(1, size));
            MemorySegment p = out.get(ValueLayout.ADDRESS, 0);
            if (rc != 0 || p.address() == 0) {
                throw JireeException.of(StatusCode.RESOURCE_EXHAUSTED,
                        "failed to allocate %d bytes of host memory (error %d); reduce the problem size or free buffers",
                        size, rc);
            }
            return p.reinterpret(size);
        } catch (JireeException e) {
            throw e;
        } catch (Throwable t) {
            throw new JireeException(StatusCode.INTERNAL, "posix_memalign call failed: " + t, t);
        }
    }

    static void free(MemorySegment memory) {
        try {
            FREE.invokeExact(memory);
        } catch (Throwable t) {
            throw new JireeException(StatusCode.INTERNAL, "free call failed: " + t, t);
        }
    }

    /** Maps {@code size} bytes of zeroed anonymous read/write memory; RESOURCE_EXHAUSTED on failure. */
    static MemorySegment mapAnonymous(long size) {
        try {
            MemorySegment p = (MemorySegment) MMAP.invokeExact(MemorySegment.NULL, size, PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0L);
            if (p.address() == MAP_FAILED || p.address() == 0) {
                throw JireeException.of(StatusCode.RESOURCE_EXHAUSTED,
                        "mmap of %d bytes for executable code failed", size);
            }
            return p.reinterpret(size);
        } catch (JireeException e) {
            throw e;
        } catch (Throwable t) {
            throw new JireeException(StatusCode.INTERNAL, "mmap call failed: " + t, t);
        }
    }

    static void unmap(MemorySegment mapping) {
        try {
            int rc = (int) MUNMAP.invokeExact(mapping, mapping.byteSize());
            if (rc != 0) {
                throw JireeException.of(StatusCode.INTERNAL, "munmap of %d bytes failed", mapping.byteSize());
            }
        } catch (JireeException e) {
            throw e;
        } catch (Throwable t) {
            throw new JireeException(StatusCode.INTERNAL, "munmap call failed: " + t, t);
        }
    }

    /** Sets page protection on {@code [address, address+size)} (page aligned). */
    static void protect(MemorySegment range, int prot) {
        try {
            int rc = (int) MPROTECT.invokeExact(range, range.byteSize(), prot);
            if (rc != 0) {
                throw JireeException.of(StatusCode.PERMISSION_DENIED,
                        "mprotect(%d bytes, prot=%d) failed; the system may forbid executable memory",
                        range.byteSize(), prot);
            }
        } catch (JireeException e) {
            throw e;
        } catch (Throwable t) {
            throw new JireeException(StatusCode.INTERNAL, "mprotect call failed: " + t, t);
        }
    }
}
