package io.jiree.runtime.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.SeekableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NpyTest {
    @TempDir
    Path temp;

    private static Path fixture(String name) {
        return ReferenceCases.fixtures().resolve(name);
    }

    /** Re-encoding what numpy wrote must give numpy's bytes back, header padding included. */
    @Test
    void numpyWrittenFilesRoundTripByteForByte() throws IOException {
        String[] files = {
            "np_bool.npy",
            "np_int8.npy",
            "np_int16.npy",
            "np_int32.npy",
            "np_int64.npy",
            "np_uint8.npy",
            "np_uint16.npy",
            "np_uint32.npy",
            "np_uint64.npy",
            "np_float16.npy",
            "np_float32.npy",
            "np_float64.npy",
            "np_scalar_f32.npy",
            "np_empty_f32.npy",
            "np_r3_f32.npy",
            "np_multi.npy",
            "np_pair.npy",
            "np_complex64.npy",
            "np_complex128.npy"
        };
        for (String f : files) {
            ByteArrayOutputStream ours = new ByteArrayOutputStream();
            for (HostTensor t : Npy.readAll(fixture(f))) {
                ours.write(Npy.toBytes(t));
            }
            assertArrayEquals(Files.readAllBytes(fixture(f)), ours.toByteArray(), f);
        }
    }

    /** Like IREE, opaque elements wider than a byte are written as {@code <V4}, numpy says {@code |V4}. */
    @Test
    void opaqueElementsKeepIreesByteOrderMark() {
        HostTensor t = Npy.readAll(fixture("np_void.npy")).get(0);
        assertEquals("2x*32=01020304 FF00ABCD", TensorText.format(t, 1024));
        assertEquals("<V4", Npy.dtype(t.elementType()));
    }

    @Test
    void readsShapeTypeAndContents() {
        List<HostTensor> arrays = Npy.readAll(fixture("np_multi.npy"));
        assertEquals(3, arrays.size());
        assertEquals("2xf32=1.5 2.5", TensorText.format(arrays.get(0), 1024));
        assertEquals("3xsi32=7 8 9", TensorText.format(arrays.get(1), 1024));
        assertEquals("2x2xf32=[1 2][3 4]", TensorText.format(arrays.get(2), 1024));
        HostTensor scalar = Npy.readAll(fixture("np_scalar_f32.npy")).get(0);
        assertEquals(0, scalar.rank());
        assertEquals(2.5f, scalar.contents().get(ValueLayout.JAVA_FLOAT_UNALIGNED, 0));
    }

    @Test
    void versionTwoAndThreeHeadersAreRead() {
        for (String f : new String[] {"np_v2.npy", "np_v3.npy"}) {
            HostTensor t = Npy.readAll(fixture(f)).get(0);
            assertEquals("1x2xsi16=[5 6]", TensorText.format(t, 1024), f);
        }
    }

    @Test
    void writtenFilesReadBackForEveryWritableType() {
        ElementType[] types = {
            ElementType.BOOL_8,
            ElementType.INT_8,
            ElementType.SINT_8,
            ElementType.UINT_8,
            ElementType.INT_16,
            ElementType.UINT_16,
            ElementType.INT_32,
            ElementType.SINT_32,
            ElementType.UINT_32,
            ElementType.INT_64,
            ElementType.UINT_64,
            ElementType.FLOAT_16,
            ElementType.FLOAT_32,
            ElementType.FLOAT_64,
            ElementType.COMPLEX_FLOAT_64,
            ElementType.OPAQUE_32
        };
        Random rnd = new Random(7);
        for (ElementType type : types) {
            long[] shape = {2, 3};
            byte[] bytes = new byte[(int) HostTensor.byteLength(shape, type)];
            rnd.nextBytes(bytes);
            HostTensor t = HostTensor.of(shape, type, bytes);
            Path p = temp.resolve(type + ".npy");
            Npy.save(p, t, t);
            List<HostTensor> back = Npy.readAll(p);
            assertEquals(2, back.size());
            for (HostTensor b : back) {
                assertArrayEquals(shape, b.shape());
                assertArrayEquals(bytes, b.toByteArray(), type.toString());
            }
        }
    }

    @Test
    void largeArraysAreStreamedNotCopiedWhole() throws IOException {
        HostTensor t = HostTensor.allocate(new long[] {1 << 20}, ElementType.FLOAT_32);
        for (int i = 0; i < 1 << 20; i++) {
            t.contents().setAtIndex(ValueLayout.JAVA_FLOAT_UNALIGNED, i, i);
        }
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        int[] largest = {0};
        WritableByteChannel ch = new WritableByteChannel() {
            @Override
            public int write(ByteBuffer src) {
                largest[0] = Math.max(largest[0], src.remaining());
                int n = src.remaining();
                byte[] b = new byte[n];
                src.get(b);
                written.write(b, 0, n);
                return n;
            }

            @Override
            public boolean isOpen() {
                return true;
            }

            @Override
            public void close() {}
        };
        Npy.write(ch, t);
        assertArrayEquals(Npy.toBytes(t), written.toByteArray());
        assertTrue(largest[0] <= 1 << 20, "a write of " + largest[0] + " bytes: the array was copied whole");
    }

    @Test
    void headerIsPaddedTo64BytesLikeNumpy() {
        byte[] b = Npy.toBytes(HostTensor.allocate(new long[] {4}, ElementType.FLOAT_32));
        int headerLength =
                ByteBuffer.wrap(b, 8, 2).order(ByteOrder.LITTLE_ENDIAN).getShort();
        assertEquals(0, (10 + headerLength) % 64);
        assertEquals('\n', b[10 + headerLength - 1]);
        String header = new String(b, 10, headerLength, java.nio.charset.StandardCharsets.ISO_8859_1);
        assertTrue(header.startsWith("{'descr': '<f4', 'fortran_order': False, 'shape': (4,), }"), header);
    }

    @Test
    void unsupportedLayoutsAreRefusedWithIreesErrors() {
        assertError(StatusCode.UNIMPLEMENTED, "fortran order arrays not supported", "np_fortran.npy");
        assertError(StatusCode.UNIMPLEMENTED, "big-endian data type '>f4' unsupported", "np_bigendian.npy");
        assertError(StatusCode.UNIMPLEMENTED, "unsupported data type U", "np_unicode.npy");
        assertError(StatusCode.INVALID_ARGUMENT, "npy header magic mismatch", "not_npy.npy");
        assertError(StatusCode.OUT_OF_RANGE, "end-of-file encountered during read", "np_truncated.npy");
    }

    private static void assertError(StatusCode code, String detail, String file) {
        JireeException e = assertThrows(JireeException.class, () -> Npy.readAll(fixture(file)));
        assertEquals(code, e.code(), file);
        assertEquals(detail, e.detail(), file);
    }

    @Test
    void typesWithoutANumpyDtypeCannotBeWritten() {
        JireeException e = assertThrows(
                JireeException.class, () -> Npy.toBytes(HostTensor.allocate(new long[] {1}, ElementType.BFLOAT_16)));
        assertEquals(StatusCode.UNIMPLEMENTED, e.code());
        assertEquals("unsupported data encoding", e.detail());
    }

    /** Corrupted files must fail with a status, never with a Java runtime exception. */
    @Test
    void corruptedFilesFailCleanly() throws IOException {
        byte[] good = Files.readAllBytes(fixture("np_multi.npy"));
        Random rnd = new Random(42);
        for (int iter = 0; iter < 3000; iter++) {
            byte[] bad = good.clone();
            int edits = 1 + rnd.nextInt(4);
            for (int k = 0; k < edits; k++) {
                int at = rnd.nextInt(Math.min(bad.length, 140));
                bad[at] = (byte)
                        (rnd.nextBoolean()
                                ? rnd.nextInt(256)
                                : "(),:'{} 0123456789xfiub<>|VTF".charAt(rnd.nextInt(29)));
            }
            int cut = rnd.nextInt(4) == 0 ? rnd.nextInt(bad.length) : bad.length;
            byte[] data = java.util.Arrays.copyOf(bad, cut);
            try (SeekableByteChannel ch = new InMemoryChannel(data)) {
                while (ch.position() < ch.size()) {
                    Npy.read(ch);
                }
            } catch (JireeException expected) {
                // any status is fine
            }
        }
    }

    /** A read-only channel over a byte array. */
    private static final class InMemoryChannel implements SeekableByteChannel {
        private final byte[] data;
        private long position;

        InMemoryChannel(byte[] data) {
            this.data = data;
        }

        @Override
        public int read(ByteBuffer dst) {
            if (position >= data.length) return -1;
            int n = (int) Math.min(dst.remaining(), data.length - position);
            dst.put(data, (int) position, n);
            position += n;
            return n;
        }

        @Override
        public int write(ByteBuffer src) {
            throw new UnsupportedOperationException();
        }

        @Override
        public long position() {
            return position;
        }

        @Override
        public SeekableByteChannel position(long newPosition) {
            position = newPosition;
            return this;
        }

        @Override
        public long size() {
            return data.length;
        }

        @Override
        public SeekableByteChannel truncate(long size) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isOpen() {
            return true;
        }

        @Override
        public void close() {}
    }
}
