package io.jiree.runtime.vmvx;

import static org.junit.jupiter.api.Assertions.*;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.Context;
import io.jiree.vm.Function;
import io.jiree.vm.VmBuffer;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** The vmvx microkernels called through a VM context, checked against their definitions. */
class VmvxModuleTest {
    private final Context context = Context.create(VmvxModule.module());
    private final Random random = new Random(42);

    private List<Object> call(String name, Object... args) {
        Function f = context.lookupFunction("vmvx." + name);
        return context.invoke(f, args);
    }

    private static int i32(VmBuffer b, long index) {
        return b.segment().get(ValueLayout.JAVA_INT_UNALIGNED, index * 4);
    }

    private static float f32(VmBuffer b, long index) {
        return Float.intBitsToFloat(i32(b, index));
    }

    private VmBuffer randomInts(int count) {
        VmBuffer b = VmBuffer.allocate(count * 4L);
        for (int i = 0; i < count; i++) {
            b.storeI32(i, random.nextInt());
        }
        return b;
    }

    private VmBuffer randomFloats(int count) {
        VmBuffer b = VmBuffer.allocate(count * 4L);
        for (int i = 0; i < count; i++) {
            b.storeI32(i, Float.floatToRawIntBits(random.nextFloat() * 8 - 4));
        }
        return b;
    }

    private static StatusCode codeOf(Executable e) {
        return assertThrows(JireeException.class, e).code();
    }

    @Test
    void exportsMatchIreeNamesAndCallingConventions() {
        var exports = VmvxModule.module().exports();
        assertEquals(32, exports.size());
        assertEquals("vmvx", VmvxModule.module().name());
        assertEquals(
                "0rIIIrIIIrIIIII_v",
                VmvxModule.module()
                        .lookupExport("add.2d.f32")
                        .signature()
                        .callingConvention()
                        .text());
        assertEquals(
                "0rIIrIIrIIIIIiiii_v",
                VmvxModule.module()
                        .lookupExport("mmt4d")
                        .signature()
                        .callingConvention()
                        .text());
        for (int i = 1; i < exports.size(); i++) {
            assertTrue(exports.get(i - 1).name().compareTo(exports.get(i).name()) < 0, "sorted as IREE declares them");
        }
    }

    @Test
    void binaryOpsOnStridedViews() {
        // lhs: 3x4 view of rows of 6 starting at element 2; rhs: transposed view (stride0 1, stride1 3);
        // out: 3x4 view with row stride 5 at element 1.
        VmBuffer lhs = randomFloats(2 + 3 * 6);
        VmBuffer rhs = randomFloats(12);
        for (String op : List.of("add", "sub", "mul", "div")) {
            VmBuffer out = VmBuffer.allocate(4 * (1 + 3 * 5));
            call(op + ".2d.f32", lhs, 2L, 6L, 1L, rhs, 0L, 1L, 3L, out, 1L, 5L, 1L, 3L, 4L);
            for (int i = 0; i < 3; i++) {
                for (int j = 0; j < 4; j++) {
                    float x = f32(lhs, 2 + i * 6 + j);
                    float y = f32(rhs, i + j * 3);
                    float want = switch (op) {
                        case "add" -> x + y;
                        case "sub" -> x - y;
                        case "mul" -> x * y;
                        default -> x / y;
                    };
                    assertEquals(Float.floatToRawIntBits(want), i32(out, 1 + i * 5 + j), op + " at " + i + "," + j);
                }
            }
            assertEquals(0, i32(out, 0), "elements outside the view stay untouched");
        }
        VmBuffer a = randomInts(8);
        VmBuffer b = randomInts(8);
        for (int k = 0; k < 8; k++) {
            b.storeI32(k, i32(b, k) == 0 ? 1 : i32(b, k));
        }
        for (String op : List.of("add", "sub", "mul", "and", "or", "xor", "shl", "shrs", "shru", "divs", "divu")) {
            VmBuffer out = VmBuffer.allocate(32);
            call(op + ".2d.i32", a, 0L, 4L, 1L, b, 0L, 4L, 1L, out, 0L, 4L, 1L, 2L, 4L);
            for (int k = 0; k < 8; k++) {
                int x = i32(a, k);
                int y = i32(b, k);
                int want = switch (op) {
                    case "add" -> x + y;
                    case "sub" -> x - y;
                    case "mul" -> x * y;
                    case "and" -> x & y;
                    case "or" -> x | y;
                    case "xor" -> x ^ y;
                    case "shl" -> x << (y & 31);
                    case "shrs" -> x >> (y & 31);
                    case "shru" -> x >>> (y & 31);
                    case "divs" -> x / y;
                    default -> (int) (Integer.toUnsignedLong(x) / Integer.toUnsignedLong(y));
                };
                assertEquals(want, i32(out, k), op + " at " + k);
            }
        }
    }

    @Test
    void unaryOpsFollowCMath() {
        float[] in = {-0.0f, 2.5f, -2.5f, Float.NaN, 1e-3f, 16f, Float.POSITIVE_INFINITY, -7.75f};
        VmBuffer src = VmBuffer.allocate(in.length * 4L);
        for (int i = 0; i < in.length; i++) {
            src.storeI32(i, Float.floatToRawIntBits(in[i]));
        }
        VmBuffer out = VmBuffer.allocate(in.length * 4L);
        call("abs.2d.f32", src, 0L, 0L, 1L, out, 0L, 0L, 1L, 1L, (long) in.length);
        assertEquals(0, i32(out, 0), "fabsf(-0) is +0");
        assertEquals(2.5f, f32(out, 2));
        call("neg.2d.f32", src, 0L, 0L, 1L, out, 0L, 0L, 1L, 1L, (long) in.length);
        assertEquals(Float.floatToRawIntBits(Float.NaN) ^ 0x80000000, i32(out, 3), "negation flips only the sign");
        call("ceil.2d.f32", src, 0L, 0L, 1L, out, 0L, 0L, 1L, 1L, (long) in.length);
        assertEquals(-2f, f32(out, 2));
        assertEquals(-7f, f32(out, 7));
        call("floor.2d.f32", src, 0L, 0L, 1L, out, 0L, 0L, 1L, 1L, (long) in.length);
        assertEquals(-8f, f32(out, 7));
        call("rsqrt.2d.f32", src, 0L, 0L, 1L, out, 0L, 0L, 1L, 1L, (long) in.length);
        assertEquals(0.25f, f32(out, 5));
        assertEquals(Float.NEGATIVE_INFINITY, f32(out, 0), "1/sqrt(-0) is -inf");
        call("exp.2d.f32", src, 0L, 0L, 1L, out, 0L, 0L, 1L, 1L, (long) in.length);
        assertEquals((float) Math.exp(2.5), f32(out, 1));
        call("log.2d.f32", src, 0L, 0L, 1L, out, 0L, 0L, 1L, 1L, (long) in.length);
        assertEquals((float) Math.log(16), f32(out, 5));
        assertTrue(Float.isNaN(f32(out, 2)), "log of a negative number is NaN");

        VmBuffer ints = VmBuffer.allocate(12);
        ints.storeI32(0, 0);
        ints.storeI32(1, 1);
        ints.storeI32(2, -1);
        VmBuffer lz = VmBuffer.allocate(12);
        call("ctlz.2d.i32", ints, 0L, 0L, 1L, lz, 0L, 0L, 1L, 1L, 3L);
        assertEquals(32, i32(lz, 0));
        assertEquals(31, i32(lz, 1));
        assertEquals(0, i32(lz, 2));
    }

    @Test
    void copiesAndFills() {
        for (int size : new int[] {1, 2, 4, 8}) {
            VmBuffer in = VmBuffer.allocate(64L * size);
            for (int i = 0; i < 64 * size; i++) {
                in.storeI8(i, i * 7 + 3);
            }
            VmBuffer out = VmBuffer.allocate(64L * size);
            // A 3x5 transposing copy: out(i, j) = in(j, i) over a row stride of 8.
            call("copy.2d.x" + size * 8, in, 1L, 1L, 8L, out, 2L, 8L, 1L, 3L, 5L);
            for (int i = 0; i < 3; i++) {
                for (int j = 0; j < 5; j++) {
                    long src = (1 + i + j * 8L) * size;
                    long dst = (2 + i * 8L + j) * size;
                    assertEquals(
                            MemorySegment.mismatch(in.segment(), src, src + size, out.segment(), dst, dst + size),
                            -1,
                            "x" + size * 8 + " element " + i + "," + j);
                }
            }
            // Contiguous rows take the bulk path.
            VmBuffer rows = VmBuffer.allocate(64L * size);
            call("copy.2d.x" + size * 8, in, 0L, 8L, 1L, rows, 0L, 8L, 1L, 4L, 8L);
            assertEquals(-1, MemorySegment.mismatch(in.segment(), 0, 32L * size, rows.segment(), 0, 32L * size));
        }
        VmBuffer out = VmBuffer.allocate(4 * 20);
        call("fill.2d.x32", 0x12345678, out, 1L, 5L, 3L, 2L);
        for (int k = 0; k < 20; k++) {
            int row = (k - 1) / 5;
            int col = (k - 1) % 5;
            boolean inView = k >= 1 && row < 3 && col < 2;
            assertEquals(inView ? 0x12345678 : 0, i32(out, k), "element " + k);
        }
    }

    @Test
    void argumentsAreValidatedLikeIree() {
        VmBuffer a = VmBuffer.allocate(64);
        VmBuffer out = VmBuffer.allocate(64);
        JireeException overflow = assertThrows(
                JireeException.class, () -> call("add.2d.i32", a, 0L, 4L, 1L, a, 0L, 4L, 1L, out, 0L, 4L, 1L, -1L, 4L));
        assertEquals(StatusCode.INVALID_ARGUMENT, overflow.code());
        assertTrue(overflow.getMessage().contains("buffer overflow for lhs"), overflow.getMessage());
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() -> call("add.2d.i32", a, 0L, 1L << 33, 1L, a, 0L, 4L, 1L, out, 0L, 4L, 1L, 2L, 4L)));
        JireeException oob = assertThrows(
                JireeException.class, () -> call("add.2d.i32", a, 0L, 4L, 1L, a, 0L, 4L, 1L, out, 1L, 4L, 1L, 4L, 4L));
        assertEquals(StatusCode.OUT_OF_RANGE, oob.code());
        assertTrue(oob.getMessage().contains("out-of-bounds access detected (offset=4, length=64"), oob.getMessage());
        assertEquals(
                StatusCode.OUT_OF_RANGE,
                codeOf(() -> call("copy.2d.x32", a, Long.MAX_VALUE / 2, 1L, 1L, out, 0L, 1L, 1L, 1L, 1L)));
        VmBuffer readOnly = VmBuffer.wrapReadOnly(MemorySegment.ofArray(new byte[64]));
        assertEquals(StatusCode.PERMISSION_DENIED, codeOf(() -> call("fill.2d.x32", 1, readOnly, 0L, 4L, 1L, 1L)));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() -> call("copy.2d.x8", null, 0L, 1L, 1L, out, 0L, 1L, 1L, 1L, 1L)));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() -> call("divs.2d.i32", a, 0L, 4L, 1L, a, 0L, 4L, 1L, out, 0L, 4L, 1L, 1L, 1L)));
        // A stride of -1 passes the reference's checks; it must still never leave the buffer.
        assertEquals(
                StatusCode.OUT_OF_RANGE, codeOf(() -> call("copy.2d.x32", a, 0L, 0L, -1L, out, 0L, 0L, 1L, 1L, 2L)));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() -> call("mmt4d", a, 0L, 1L, a, 0L, 1L, out, 0L, 1L, 1L, 1L, 1L, 1, 1, 1, 0x7)));
    }

    @Test
    void mmt4dComputesTiledProducts() {
        int m = 2, n = 3, k = 2, m0 = 2, n0 = 3, k0 = 2;
        VmBuffer lhs = randomInts(m * k * m0 * k0);
        VmBuffer rhs = randomInts(n * k * n0 * k0);
        for (int i = 0; i < m * k * m0 * k0; i++) {
            lhs.storeI32(i, Float.floatToRawIntBits(random.nextInt(9) - 4));
        }
        for (int i = 0; i < n * k * n0 * k0; i++) {
            rhs.storeI32(i, Float.floatToRawIntBits(random.nextInt(9) - 4));
        }
        VmBuffer out = VmBuffer.allocate(4L * m * n * m0 * n0);
        out.fill(0, (long) m * n * m0 * n0, 4, Float.floatToRawIntBits(100f));
        // Accumulate: out += lhs * rhs^T in the 4-D tiled layouts.
        call(
                "mmt4d",
                lhs,
                0L,
                (long) k * m0 * k0,
                rhs,
                0L,
                (long) k * n0 * k0,
                out,
                0L,
                (long) n * m0 * n0,
                (long) m,
                (long) n,
                (long) k,
                m0,
                n0,
                k0,
                0x101);
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) {
                for (int i0 = 0; i0 < m0; i0++) {
                    for (int j0 = 0; j0 < n0; j0++) {
                        float want = 100f;
                        for (int kk = 0; kk < k; kk++) {
                            for (int q = 0; q < k0; q++) {
                                want += f32(lhs, ((i * k + kk) * m0 + i0) * k0 + q)
                                        * f32(rhs, ((j * k + kk) * n0 + j0) * k0 + q);
                            }
                        }
                        assertEquals(want, f32(out, ((i * n + j) * m0 + i0) * n0 + j0));
                    }
                }
            }
        }
        // s8 x s8 -> s32 without accumulation.
        VmBuffer l8 = VmBuffer.allocate(m * k * m0 * k0);
        VmBuffer r8 = VmBuffer.allocate(n * k * n0 * k0);
        for (int i = 0; i < l8.length(); i++) {
            l8.storeI8(i, random.nextInt(256) - 128);
        }
        for (int i = 0; i < r8.length(); i++) {
            r8.storeI8(i, random.nextInt(256) - 128);
        }
        VmBuffer o32 = randomInts(m * n * m0 * n0);
        call(
                "mmt4d",
                l8,
                0L,
                (long) k * m0 * k0,
                r8,
                0L,
                (long) k * n0 * k0,
                o32,
                0L,
                (long) n * m0 * n0,
                (long) m,
                (long) n,
                (long) k,
                m0,
                n0,
                k0,
                0x2);
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) {
                for (int i0 = 0; i0 < m0; i0++) {
                    for (int j0 = 0; j0 < n0; j0++) {
                        int want = 0;
                        for (int kk = 0; kk < k; kk++) {
                            for (int q = 0; q < k0; q++) {
                                want += l8.loadI8S(((i * k + kk) * m0 + i0) * k0 + q)
                                        * r8.loadI8S(((j * k + kk) * n0 + j0) * k0 + q);
                            }
                        }
                        assertEquals(want, i32(o32, ((i * n + j) * m0 + i0) * n0 + j0));
                    }
                }
            }
        }
    }

    @Test
    void packPadsAndTransposesAndUnpackInvertsIt() {
        int rows = 5, cols = 7;
        VmBuffer in = randomInts(rows * cols);
        for (int flags : new int[] {0x3, 0x103, 0x203, 0x303}) {
            boolean outer = (flags & 0x200) != 0;
            boolean inner = (flags & 0x100) != 0;
            int t0 = 2, t1 = 3; // tile sizes along the input's dimensions
            int o0 = (rows + t0 - 1) / t0, o1 = (cols + t1 - 1) / t1;
            long os0 = outer ? o1 : o0, os1 = outer ? o0 : o1, os2 = inner ? t1 : t0, os3 = inner ? t0 : t1;
            VmBuffer packed = VmBuffer.allocate(4 * os0 * os1 * os2 * os3);
            call(
                    "pack",
                    in,
                    0L,
                    (long) cols,
                    1L,
                    packed,
                    0L,
                    os1 * os2 * os3,
                    os2 * os3,
                    (long) rows,
                    (long) cols,
                    os0,
                    os1,
                    os2,
                    os3,
                    0xABCDL,
                    flags);
            for (long a = 0; a < os0; a++) {
                for (long b = 0; b < os1; b++) {
                    for (long c = 0; c < os2; c++) {
                        for (long d = 0; d < os3; d++) {
                            long r = (outer ? b : a) * t0 + (inner ? d : c);
                            long col = (outer ? a : b) * t1 + (inner ? c : d);
                            int want = r < rows && col < cols ? i32(in, r * cols + col) : 0xABCD;
                            assertEquals(want, i32(packed, ((a * os1 + b) * os2 + c) * os3 + d), "flags " + flags);
                        }
                    }
                }
            }
            VmBuffer back = VmBuffer.allocate(4L * rows * cols);
            call(
                    "unpack",
                    packed,
                    0L,
                    os1 * os2 * os3,
                    os2 * os3,
                    back,
                    0L,
                    (long) cols,
                    1L,
                    os0,
                    os1,
                    os2,
                    os3,
                    (long) rows,
                    (long) cols,
                    flags);
            assertEquals(-1, in.segment().mismatch(back.segment()), "flags " + flags);
        }
        VmBuffer bytes = VmBuffer.allocate(3);
        VmBuffer packedBytes = VmBuffer.allocate(4);
        bytes.storeI8(0, 9);
        bytes.storeI8(1, 8);
        bytes.storeI8(2, 7);
        call("pack", bytes, 0L, 3L, 1L, packedBytes, 0L, 4L, 4L, 1L, 3L, 1L, 1L, 1L, 4L, 0x1FFL, 0x2);
        assertEquals(
                List.of(9, 8, 7, -1),
                List.of(
                        packedBytes.loadI8S(0),
                        packedBytes.loadI8S(1),
                        packedBytes.loadI8S(2),
                        packedBytes.loadI8S(3)));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() -> call("unpack", bytes, 0L, 1L, 1L, bytes, 0L, 1L, 1L, 1L, 1L, 1L, 1L, 1L, 1L, 0x2)));
    }

    /** IREE's x86-64 choice for f32 matmul tiles {M, K, N} from the host's /proc/cpuinfo flags. */
    private static int[] expectedF32Tiles() throws java.io.IOException {
        String arch = System.getProperty("os.arch");
        if (!arch.equals("amd64") && !arch.equals("x86_64")) {
            return new int[] {8, 4, 8};
        }
        String flags = java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/cpuinfo")).stream()
                .filter(l -> l.startsWith("flags"))
                .findFirst()
                .orElse("");
        java.util.Set<String> f =
                java.util.Set.of(flags.substring(flags.indexOf(':') + 1).trim().split("\\s+"));
        boolean avx2 = f.containsAll(List.of("avx2", "fma", "f16c"));
        boolean avx512 = avx2 && f.containsAll(List.of("avx512f", "avx512bw", "avx512dq", "avx512vl", "avx512cd"));
        return avx512 ? new int[] {16, 1, 16} : avx2 ? new int[] {8, 1, 8} : new int[] {8, 1, 4};
    }

    @Test
    void queryTileSizesFollowsTheHostCpu() throws Exception {
        int[] mkn = expectedF32Tiles();
        assertEquals(List.of((long) mkn[0], (long) mkn[1]), call("query_tile_sizes.2d", 100L, 100L, 0x0101));
        assertEquals(List.of((long) mkn[2], (long) mkn[1]), call("query_tile_sizes.2d", 100L, 100L, 0x0102));
        assertEquals(List.of((long) mkn[0], (long) mkn[2]), call("query_tile_sizes.2d", 100L, 100L, 0x0103));
        // f16 matmuls have no x86-64 tiles: the generic 8x4x8.
        assertEquals(List.of(8L, 4L), call("query_tile_sizes.2d", 100L, 100L, 0x0301));
        assertEquals(List.of(0L, 0L), call("query_tile_sizes.2d", 100L, 100L, 0x0001));
    }

    @Test
    void mmt4dWithTheHostsNativeTileUsesFusedMultiplyAdd() throws Exception {
        int[] mkn = expectedF32Tiles();
        int m0 = mkn[0], k0 = mkn[1], n0 = mkn[2], k = 64;
        boolean fused = k0 == 1 && n0 >= 8;
        VmvxModuleTest t = this;
        VmBuffer lhs = t.randomFloats(k * m0 * k0);
        VmBuffer rhs = t.randomFloats(k * n0 * k0);
        VmBuffer out = VmBuffer.allocate(4L * m0 * n0);
        call(
                "mmt4d",
                lhs,
                0L,
                (long) k * m0 * k0,
                rhs,
                0L,
                (long) k * n0 * k0,
                out,
                0L,
                (long) m0 * n0,
                1L,
                1L,
                (long) k,
                m0,
                n0,
                k0,
                0x1);
        int fmaDiffers = 0;
        for (int i0 = 0; i0 < m0; i0++) {
            for (int j0 = 0; j0 < n0; j0++) {
                float withFma = 0f;
                float separate = 0f;
                for (int kk = 0; kk < k; kk++) {
                    for (int q = 0; q < k0; q++) {
                        float x = f32(lhs, (kk * m0 + i0) * k0 + q);
                        float y = f32(rhs, (kk * n0 + j0) * k0 + q);
                        withFma = Math.fma(x, y, withFma);
                        separate = separate + x * y;
                    }
                }
                fmaDiffers += withFma != separate ? 1 : 0;
                assertEquals(fused ? withFma : separate, f32(out, i0 * n0 + j0), "element " + i0 + "," + j0);
            }
        }
        assertTrue(!fused || fmaDiffers > 0, "the data must tell fused from separate rounding");
    }
}
