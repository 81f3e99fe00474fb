package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.runtime.Session;
import io.jiree.vm.Function;
import io.jiree.vm.Module;
import java.util.List;

/** Which function a tool runs: the --function flag, or the main module's only public export. */
final class FunctionSelection {
    private FunctionSelection() {}

    /** The function named {@code name} (empty: the single non-internal export of the main module). */
    static Function select(Session session, String name) {
        if (name != null && !name.isEmpty()) {
            try {
                return session.lookupFunction(name);
            } catch (JireeException e) {
                throw e.annotate("looking up function '" + name + "'");
            }
        }
        List<Module> modules = session.context().modules();
        Module main = modules.getLast();
        List<Function> candidates =
                main.exports().stream().filter(f -> !f.name().startsWith("__")).toList();
        if (candidates.isEmpty()) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT, "no exported functions found in module; at least one must be present");
        }
        if (candidates.size() > 1) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "more than one exported function present; --function= must be specified explicitly");
        }
        return candidates.getFirst();
    }
}
