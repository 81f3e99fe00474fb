package io.jiree.base;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.VarHandle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The libc functions jiree calls, looked up on first use and called through FFM: memory mapping for the CPU driver's
 * executables and for module files, aligned heap memory for host buffers, and the immediate exit of a rank that
 * ends its job.
 */
public final class Libc {
    public static final int PROT_NONE = 0;
    public static final int PROT_READ = 1;
    public static final int PROT_WRITE = 2;
    public static final int PROT_EXEC = 4;
    public static final int MAP_PRIVATE = 0x02;
    public static final int MAP_ANONYMOUS = 0x20;
    public static final long PAGE_SIZE = 4096;
    private static final int SIGKILL = 9;
    private static final long MAP_FAILED = -1L;

    private static final int O_RDONLY = 0;
    private static final int O_CLOEXEC = 0x80000;

    // The memory functions go through Downcall's one shared signature (see there: linking a
    // signature costs milliseconds at start-up); their symbols are looked up on first use.
    private static final class Symbols {
        static final MemorySegment MMAP = find("mmap");
        static final MemorySegment MUNMAP = find("munmap");
        static final MemorySegment MPROTECT = find("mprotect");
        static final MemorySegment POSIX_MEMALIGN = find("posix_memalign");
        static final MemorySegment FREE = find("free");
    }

    /** The calls that report errno, for mapping files. */
    private static final class FileMapping {
        static final StructLayout CAPTURE_LAYOUT = Linker.Option.captureStateLayout();
        static final VarHandle ERRNO = CAPTURE_LAYOUT.varHandle(MemoryLayout.PathElement.groupElement("errno"));
        static final MethodHandle OPEN = link(
                "open",
                FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_INT),
                Linker.Option.captureCallState("errno"));
        static final MethodHandle MMAP_ERRNO = link(
                "mmap",
                FunctionDescriptor.of(
                        ValueLayout.ADDRESS,
                        ValueLayout.ADDRESS,
                        ValueLayout.JAVA_LONG,
                        ValueLayout.JAVA_INT,
                        ValueLayout.JAVA_INT,
                        ValueLayout.JAVA_INT,
                        ValueLayout.JAVA_LONG),
                Linker.Option.captureCallState("errno"));
        static final MethodHandle CLOSE =
                link("close", FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT));
        static final MethodHandle STRERROR =
                link("strerror", FunctionDescriptor.of(ValueLayout.ADDRESS, ValueLayout.JAVA_INT));
    }

    private static MemorySegment find(String name) {
        return Linker.nativeLinker()
                .defaultLookup()
                .find(name)
                .orElseThrow(() -> JireeException.of(
                        StatusCode.UNAVAILABLE, "libc function '%s' not found; jiree needs a Linux libc", name));
    }

    private static MethodHandle link(String name, FunctionDescriptor descriptor, Linker.Option... options) {
        return Linker.nativeLinker().downcallHandle(find(name), descriptor, options);
    }

    private Libc() {}

    /**
     * Ends the process now with {@code status} ({@code _exit}): unlike {@link Runtime#halt}, which ends in C's
     * {@code exit}, it runs none of the native libraries' exit handlers, which may wait on a lock another thread
     * holds inside that library. The caller flushes what it printed first. Returns only when {@code _exit} could
     * not be called (not linkable): the caller then ends the process another way.
     */
    public static void exitNow(int status) {
        try {
            link("_exit", FunctionDescriptor.ofVoid(ValueLayout.JAVA_INT)).invokeExact(status);
        } catch (Throwable e) {
            // _exit does not return; one that cannot be linked or called leaves the choice to the caller.
        }
    }

    /**
     * Ends the process now by {@code SIGKILL}: no handler, hook or exit handler runs, and whoever waits
     * for the process sees it killed, not exited. The caller flushes what it printed first. Returns only
     * when {@code raise} could not be called: the caller then ends the process another way.
     */
    public static void killNow() {
        try {
            int unused = (int) link("raise", FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT))
                    .invokeExact(SIGKILL);
        } catch (Throwable e) {
            // raise(SIGKILL) does not return; one that cannot be linked or called leaves the choice to the caller.
        }
    }

    /**
     * Allocates {@code size} uninitialized bytes aligned to {@code alignment} (a power of two,
     * at least pointer size); RESOURCE_EXHAUSTED when the heap cannot satisfy it. Release with
     * {@link #free}.
     */
    public static MemorySegment alignedAlloc(long size, long alignment) {
        try (Arena temp = Arena.ofConfined()) {
            MemorySegment out = temp.allocate(ValueLayout.ADDRESS);
            int rc = (int) Downcall.call(Symbols.POSIX_MEMALIGN, out.address(), alignment, Math.max(1, size));
            MemorySegment p = out.get(ValueLayout.ADDRESS, 0);
            if (rc != 0 || p.address() == 0) {
                throw JireeException.of(
                        StatusCode.RESOURCE_EXHAUSTED,
                        "failed to allocate %d bytes of host memory (error %d); reduce the problem size or free buffers",
                        size,
                        rc);
            }
            return p.reinterpret(size);
        }
    }

    public static void free(MemorySegment memory) {
        Downcall.call(Symbols.FREE, memory.address());
    }

    /** Maps {@code size} bytes of zeroed anonymous read/write memory; RESOURCE_EXHAUSTED on failure. */
    public static MemorySegment mapAnonymous(long size) {
        long p = Downcall.call(Symbols.MMAP, 0L, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0L);
        if (p == MAP_FAILED || p == 0) {
            throw JireeException.of(StatusCode.RESOURCE_EXHAUSTED, "mmap of %d bytes for executable code failed", size);
        }
        return MemorySegment.ofAddress(p).reinterpret(size);
    }

    public static void unmap(MemorySegment mapping) {
        int rc = (int) Downcall.call(Symbols.MUNMAP, mapping.address(), mapping.byteSize());
        if (rc != 0) {
            throw JireeException.of(StatusCode.INTERNAL, "munmap of %d bytes failed", mapping.byteSize());
        }
    }

    /** Sets page protection on {@code [address, address+size)} (page aligned). */
    public static void protect(MemorySegment range, int prot) {
        int rc = (int) Downcall.call(Symbols.MPROTECT, range.address(), range.byteSize(), prot);
        if (rc != 0) {
            throw JireeException.of(
                    StatusCode.PERMISSION_DENIED,
                    "mprotect(%d bytes, prot=%d) failed; the system may forbid executable memory",
                    range.byteSize(),
                    prot);
        }
    }

    /**
     * Maps the whole of a file copy-on-write ({@code MAP_PRIVATE}, readable and writable): the file
     * is opened read-only and never changes; a page written through the mapping becomes a private
     * copy of this process, and pages only read stay shared with the page cache. {@code size} is
     * the file's length. The mapping is released when the returned segment (and every slice of it)
     * is no longer reachable.
     */
    public static MemorySegment mapFilePrivate(Path path, long size) {
        if (size == 0) {
            return Arena.ofAuto().allocate(0, 1);
        }
        int fd;
        try (Arena temp = Arena.ofConfined()) {
            MemorySegment state = temp.allocate(FileMapping.CAPTURE_LAYOUT);
            MemorySegment name = temp.allocateFrom(path.toAbsolutePath().toString(), StandardCharsets.UTF_8);
            fd = (int) FileMapping.OPEN.invokeExact(state, name, O_RDONLY | O_CLOEXEC);
            if (fd < 0) {
                throw JireeException.of(StatusCode.NOT_FOUND, "cannot open %s for mapping: %s", path, strerror((int)
                        FileMapping.ERRNO.get(state, 0L)));
            }
            try {
                MemorySegment p = (MemorySegment) FileMapping.MMAP_ERRNO.invokeExact(
                        state, MemorySegment.NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0L);
                if (p.address() == MAP_FAILED || p.address() == 0) {
                    throw JireeException.of(
                            StatusCode.RESOURCE_EXHAUSTED,
                            "mmap of %s (%d bytes) failed: %s",
                            path,
                            size,
                            strerror((int) FileMapping.ERRNO.get(state, 0L)));
                }
                long address = p.address();
                return p.reinterpret(size, Arena.ofAuto(), unused -> unmapQuietly(address, size));
            } finally {
                // The mapping holds its own reference to the file; a failed close changes nothing.
                int ignored = (int) FileMapping.CLOSE.invokeExact(fd);
            }
        } catch (JireeException e) {
            throw e;
        } catch (Throwable t) {
            throw new JireeException(StatusCode.INTERNAL, "mapping " + path + " failed: " + t, t);
        }
    }

    private static void unmapQuietly(long address, long size) {
        try {
            Downcall.call(Symbols.MUNMAP, address, size);
        } catch (RuntimeException e) {
            // A cleanup action has nowhere to report to; the mapping then lives until exit.
        }
    }

    private static String strerror(int errno) {
        try {
            MemorySegment text = (MemorySegment) FileMapping.STRERROR.invokeExact(errno);
            return text.address() == 0
                    ? "errno " + errno
                    : text.reinterpret(4096).getString(0, StandardCharsets.UTF_8) + " (errno " + errno + ")";
        } catch (Throwable t) {
            return "errno " + errno;
        }
    }
}
