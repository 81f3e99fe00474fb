package io.jiree.hal.local;

import static java.lang.foreign.MemoryLayout.paddingLayout;
import static java.lang.foreign.MemoryLayout.sequenceLayout;
import static java.lang.foreign.MemoryLayout.structLayout;
import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

import io.jiree.base.Downcall;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemoryLayout.PathElement;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.ref.Reference;

/**
 * The CPU executable ABI ({@code iree/hal/local/executable_library.h}, version 0.6): the C
 * struct layouts with their exact field order and alignment, and the one binding of the
 * function pointer types executables export (library query, dispatch, initializers, the
 * import thunk).
 */
final class ExecutableAbi {
    static final int LIBRARY_VERSION_0_6 = 0x00000006;
    static final String QUERY_SYMBOL = "iree_hal_executable_library_query";
    static final long WORKGROUP_LOCAL_MEMORY_PAGE_SIZE = 4096;
    static final int MAX_CONSTANT_COUNT = 64;
    static final int MAX_BINDING_COUNT = 64;
    static final int SANITIZER_NONE = 0;

    /** iree_hal_executable_library_header_t */
    static final StructLayout LIBRARY_HEADER = structLayout(
            JAVA_INT.withName("version"),
            paddingLayout(4),
            ADDRESS.withName("name"),
            JAVA_INT.withName("features"),
            JAVA_INT.withName("sanitizer"));

    /** iree_hal_executable_import_table_v0_t */
    static final StructLayout IMPORT_TABLE =
            structLayout(JAVA_INT.withName("count"), paddingLayout(4), ADDRESS.withName("symbols"));

    /** iree_hal_executable_export_table_v0_t */
    static final StructLayout EXPORT_TABLE = structLayout(
            JAVA_INT.withName("count"),
            paddingLayout(4),
            ADDRESS.withName("ptrs"),
            ADDRESS.withName("attrs"),
            ADDRESS.withName("params"),
            ADDRESS.withName("occupancy"),
            ADDRESS.withName("names"),
            ADDRESS.withName("tags"),
            ADDRESS.withName("parameter_names"),
            ADDRESS.withName("source_locations"),
            ADDRESS.withName("stage_locations"));

    /** iree_hal_executable_library_v0_t */
    static final StructLayout LIBRARY_V0 = structLayout(
            ADDRESS.withName("header"),
            IMPORT_TABLE.withName("imports"),
            EXPORT_TABLE.withName("exports"),
            structLayout(JAVA_INT.withName("count")).withName("constants"),
            paddingLayout(4),
            structLayout(JAVA_INT.withName("count"), paddingLayout(4), ADDRESS.withName("files"))
                    .withName("sources"));

    /** iree_hal_executable_dispatch_attrs_v0_t */
    static final StructLayout DISPATCH_ATTRS = structLayout(
            JAVA_LONG.withName("flags"),
            JAVA_SHORT.withName("local_memory_pages"),
            JAVA_BYTE.withName("constant_count"),
            JAVA_BYTE.withName("binding_count"),
            JAVA_INT.withName("workgroup_size_x"),
            JAVA_INT.withName("workgroup_size_y"),
            JAVA_SHORT.withName("workgroup_size_z"),
            JAVA_SHORT.withName("parameter_count"),
            sequenceLayout(5, JAVA_LONG).withName("reserved_1"));

    /** iree_hal_executable_environment_v0_t (processor = 8 uint64 words) */
    static final StructLayout ENVIRONMENT = structLayout(
            ADDRESS.withName("constants"),
            ADDRESS.withName("import_thunk"),
            ADDRESS.withName("import_funcs"),
            ADDRESS.withName("import_contexts"),
            sequenceLayout(8, JAVA_LONG).withName("processor"));

    /** iree_hal_executable_dispatch_state_v0_t */
    static final StructLayout DISPATCH_STATE = structLayout(
            JAVA_INT.withName("workgroup_size_x"),
            JAVA_INT.withName("workgroup_size_y"),
            JAVA_SHORT.withName("workgroup_size_z"),
            JAVA_SHORT.withName("constant_count"),
            JAVA_INT.withName("workgroup_count_x"),
            JAVA_INT.withName("workgroup_count_y"),
            JAVA_SHORT.withName("workgroup_count_z"),
            JAVA_BYTE.withName("max_concurrency"),
            JAVA_BYTE.withName("binding_count"),
            ADDRESS.withName("constants"),
            ADDRESS.withName("binding_ptrs"),
            ADDRESS.withName("binding_lengths"));

    /** iree_hal_executable_workgroup_state_v0_t */
    static final StructLayout WORKGROUP_STATE = structLayout(
            JAVA_INT.withName("workgroup_id_x"),
            JAVA_INT.withName("workgroup_id_y"),
            JAVA_SHORT.withName("workgroup_id_z"),
            JAVA_SHORT.withName("reserved"),
            JAVA_INT.withName("processor_id"),
            ADDRESS.withName("local_memory"),
            JAVA_INT.withName("local_memory_size"),
            paddingLayout(4));

    private static final Linker LINKER = Linker.nativeLinker();

    private static final FunctionDescriptor THUNK_DESCRIPTOR =
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS);
    private static volatile MemorySegment importThunk;

    private ExecutableAbi() {}

    static long offset(MemoryLayout layout, String... path) {
        PathElement[] elements = new PathElement[path.length];
        for (int i = 0; i < path.length; i++) {
            elements[i] = PathElement.groupElement(path[i]);
        }
        return layout.byteOffset(elements);
    }

    // The executable's functions are called through Downcall's one shared signature (linking a
    // signature costs milliseconds at start-up): const header** query(uint32_t max_version,
    // const environment*); int dispatch(const environment*, const dispatch_state*,
    // const workgroup_state*); void init(void); int import(void* params, void* context, void* reserved).

    /** Calls the library query function; returns the header** or NULL. */
    static MemorySegment query(MemorySegment queryFn, int maxVersion, MemorySegment environment) {
        long header = Downcall.call(queryFn, Integer.toUnsignedLong(maxVersion), environment.address());
        Reference.reachabilityFence(environment);
        return MemorySegment.ofAddress(header);
    }

    /** Runs one workgroup; returns the function's status (0 = ok). */
    static int dispatch(
            MemorySegment fn, MemorySegment environment, MemorySegment dispatchState, MemorySegment workgroupState) {
        int status = (int) Downcall.call(fn, environment.address(), dispatchState.address(), workgroupState.address());
        Reference.reachabilityFence(environment);
        Reference.reachabilityFence(dispatchState);
        Reference.reachabilityFence(workgroupState);
        return status;
    }

    static void callVoid(MemorySegment fn) {
        Downcall.call(fn);
    }

    /** The import thunk executables call imports through: {@code thunk(fn, params, context, reserved)}. */
    static MemorySegment importThunk() {
        MemorySegment t = importThunk;
        if (t == null) {
            synchronized (ExecutableAbi.class) {
                t = importThunk;
                if (t == null) {
                    try {
                        MethodHandle target = MethodHandles.lookup()
                                .findStatic(
                                        ExecutableAbi.class,
                                        "thunk",
                                        MethodType.methodType(
                                                int.class,
                                                MemorySegment.class,
                                                MemorySegment.class,
                                                MemorySegment.class,
                                                MemorySegment.class));
                        t = LINKER.upcallStub(target, THUNK_DESCRIPTOR, Arena.global());
                    } catch (ReflectiveOperationException e) {
                        throw new JireeException(StatusCode.INTERNAL, "cannot create the import thunk", e);
                    }
                    importThunk = t;
                }
            }
        }
        return t;
    }

    @SuppressWarnings("unused")
    private static int thunk(MemorySegment fn, MemorySegment params, MemorySegment context, MemorySegment reserved) {
        try {
            return (int) Downcall.call(fn, params.address(), context.address(), reserved.address());
        } catch (RuntimeException e) {
            return -1;
        }
    }
}
