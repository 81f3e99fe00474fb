package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.ElementType;
import io.jiree.runtime.FunctionInfo.Kind;
import io.jiree.runtime.FunctionInfo.Value;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A program's functions as the host sees them: kinds, element types, static and dynamic shapes. */
class FunctionInfoTest {
    private static final Path OUT = TestModules.repoRoot().resolve("test-modules/out/llvm-cpu");

    @RegisterExtension
    static final SharedInstance instance = new SharedInstance();

    private static List<FunctionInfo> functions(String module) {
        try (Session s = instance.createSession("local-sync")) {
            TestModules.load(s, OUT.resolve(module));
            return s.functions();
        }
    }

    private static FunctionInfo named(List<FunctionInfo> fs, String name) {
        return fs.stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void tensorsWithStaticShapesAndScalars() {
        List<FunctionInfo> fs = functions("tensor/multi_export.vmfb");
        assertEquals(
                List.of("negate", "scale", "sum_and_count", "twice"),
                fs.stream().map(FunctionInfo::name).toList());
        FunctionInfo scale = named(fs, "scale");
        assertEquals(
                List.of(
                        new Value("input0", Kind.TENSOR, "tensor<3xf32>", ElementType.FLOAT_32, List.of(3L)),
                        new Value("input1", Kind.SCALAR, "f32", ElementType.FLOAT_32, null)),
                scale.arguments());
        assertEquals(
                List.of(new Value("output0", Kind.TENSOR, "tensor<3xf32>", ElementType.FLOAT_32, List.of(3L))),
                scale.results());
        assertFalse(scale.writesGlobals());
        assertFalse(scale.async());
        assertTrue(scale.declaration().startsWith("sync func @scale("), scale.declaration());
        FunctionInfo sum = named(fs, "sum_and_count");
        assertEquals(List.of(), sum.results().get(0).shape()); // a 0-d tensor
        assertEquals(Kind.SCALAR, sum.results().get(1).kind());
        assertEquals(List.of(2L, 2L), named(fs, "twice").arguments().get(0).shape());
    }

    @Test
    void dynamicDimensionsAndIndexResults() {
        List<FunctionInfo> fs = functions("tensor/dynamic_shape.vmfb");
        Value in = named(fs, "affine").arguments().get(0);
        assertEquals(List.of(FunctionInfo.DYNAMIC), in.shape());
        assertTrue(in.hasDynamicShape());
        Value length = named(fs, "length").results().get(0);
        assertEquals(new Value("output0", Kind.SCALAR, "index", ElementType.INT_64, null), length);
    }

    @Test
    void elementTypesWithoutAJavaPrimitive() {
        FunctionInfo identity = named(functions("tensor/dtype_bf16.vmfb"), "identity");
        assertEquals(ElementType.BFLOAT_16, identity.arguments().get(0).elementType());
        FunctionInfo lessThan = named(functions("tensor/print_formats.vmfb"), "less_than");
        assertEquals(ElementType.BOOL_8, lessThan.results().get(0).elementType());
        assertEquals(List.of(4L), lessThan.results().get(0).shape());
    }

    @Test
    void functionsThatWriteGlobalsSayThatTheyRunAlone() {
        List<FunctionInfo> fs = functions("vm/globals.vmfb");
        assertTrue(named(fs, "bump").writesGlobals());
        assertTrue(named(fs, "bump_twice").writesGlobals());
        assertFalse(named(fs, "scaled").writesGlobals());
        FunctionInfo read = named(fs, "read_init");
        assertEquals(List.of(), read.arguments());
        assertEquals(
                List.of("i64", "i32", "i32"),
                read.results().stream().map(Value::type).toList());
        try (Session s = instance.createSession("local-sync")) {
            TestModules.load(s, OUT.resolve("vm/globals.vmfb"));
            assertEquals(named(fs, "bump"), s.describe("bump"));
        }
    }

    @Test
    void aSessionWithoutModulesHasNoFunctions() {
        try (Session s = instance.createSession("local-sync")) {
            assertEquals(List.of(), s.functions());
        }
    }
}
