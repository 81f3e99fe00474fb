package io.jiree.vm.bytecode;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Fails when an opcode of the ISA is exercised by no test: every opcode must occur in a
 * conformance module that has at least one case compared against IREE's runtime, or be executed
 * by {@link HandAssembledTest}.
 */
class OpcodeCoverageTest {
    @Test
    void everyOpcodeIsExercised() {
        Set<String> modulesWithCases = new HashSet<>();
        for (TestModules.Case c : TestModules.cases()) {
            modulesWithCases.addAll(c.modules());
        }
        Set<Opcode> covered = EnumSet.copyOf(HandAssembledTest.COVERED);
        for (String name : modulesWithCases) {
            covered.addAll(TestModules.load(name).opcodesUsed());
        }
        List<String> untested = EnumSet.allOf(Opcode.class).stream()
                .filter(op -> !op.isStructural() && !covered.contains(op))
                .map(op -> op.instructionSet() + ":" + op.name() + " (" + op.mnemonic() + ")")
                .toList();
        assertEquals(List.of(), untested, "opcodes without a test");
    }
}
