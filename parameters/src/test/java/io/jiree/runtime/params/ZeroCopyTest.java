package io.jiree.runtime.params;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.jiree.hal.Buffer;
import io.jiree.hal.BufferMapping;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.Device;
import io.jiree.hal.DriverRegistry;
import io.jiree.hal.MappingMode;
import io.jiree.hal.MemoryAccess;
import io.jiree.hal.MemoryType;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Which loads the CPU devices serve straight from the mapped file. */
class ZeroCopyTest {
    static final int CONSTANT = BufferUsage.TRANSFER | BufferUsage.DISPATCH_STORAGE | BufferUsage.SHARING_IMMUTABLE;

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void readOnlyAlignedParametersAliasTheFile(String uri) {
        ParameterIndex index = new ParameterIndex();
        IrpaParser.parse(ParameterFile.map(IrpaParserTest.archive("model.irpa")), index);
        ParameterEntry w = index.lookup("w");
        try (DriverRegistry drivers = DriverRegistry.load();
                Device device = drivers.createDevice(uri)) {
            BufferParams constant = BufferParams.of(MemoryType.DEVICE_LOCAL, CONSTANT);
            Buffer ref = ParametersModule.tryImport(device, constant, w, new ParametersModule.Span("w", 0, 0, 16));
            assertNotNull(ref);
            try (BufferMapping m = ref.mapRange(MappingMode.SCOPED, MemoryAccess.READ, 0, 16)) {
                assertEquals(w.contents().address(), m.contents().address());
            }
            // Mutable use, an unaligned start or a splat: allocated and copied instead.
            BufferParams mutable =
                    BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.TRANSFER | BufferUsage.DISPATCH_STORAGE);
            assertNull(ParametersModule.tryImport(device, mutable, w, new ParametersModule.Span("w", 0, 0, 16)));
            assertNull(ParametersModule.tryImport(device, constant, w, new ParametersModule.Span("w", 4, 0, 12)));
            assertNull(ParametersModule.tryImport(
                    device, constant, index.lookup("s"), new ParametersModule.Span("s", 0, 0, 16)));
        }
    }
}
