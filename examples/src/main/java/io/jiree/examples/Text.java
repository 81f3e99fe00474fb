package io.jiree.examples;

import io.jiree.runtime.io.FunctionOutputs;
import io.jiree.runtime.io.HostValue;
import io.jiree.runtime.io.TensorText;

/** A result as one line of text: a tensor as {@code 4xf32=1 2 3 4}, anything else as iree-run-module prints it. */
final class Text {
    private Text() {}

    static String of(HostValue value) {
        if (value instanceof HostValue.Tensor t) {
            return TensorText.format(t.tensor(), FunctionOutputs.DEFAULT_MAX_ELEMENT_COUNT);
        }
        return FunctionOutputs.format(value, FunctionOutputs.DEFAULT_MAX_ELEMENT_COUNT).strip();
    }
}
