package io.jiree.examples;

import io.jiree.runtime.DeviceResults;
import io.jiree.runtime.DeviceTensor;
import io.jiree.runtime.HostTransfers;
import io.jiree.runtime.Instance;
import io.jiree.runtime.Session;
import io.jiree.runtime.Tensors;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * A loop that feeds each call's output to the next call on the device, as a decode loop feeds its
 * state: {@code x = add(x, step)} 100 times with {@code add} from {@code add_f32.vmfb}, nothing copied
 * to the host until the end.
 */
public final class DeviceLoop {
    private DeviceLoop() {}

    /** Runs the loop on {@code device}; returns the final tensor and prints the host copies made. */
    public static float[] run(Path addModule, String device, int steps) {
        try (Instance instance = Instance.create();
                Session session = instance.createSession(device)) {
            session.loadModule(addModule);
            DeviceTensor step = session.upload(Tensors.f32(new float[] {1, 2, 3, 4}, 4));
            DeviceTensor x = session.upload(Tensors.f32(new float[4], 4));
            HostTransfers before = session.hostTransfers();
            for (int i = 0; i < steps; i++) {
                try (DeviceResults r = session.callOnDevice("add", x, step)) {
                    x.close();
                    x = r.take(0);
                }
            }
            HostTransfers during = session.hostTransfers();
            float[] result = Tensors.toFloats(x.download());
            x.close();
            step.close();
            System.out.println("after " + steps + " calls: " + Arrays.toString(result) + "; host copies during the loop: "
                    + (during.uploads() - before.uploads() + during.downloads() - before.downloads()));
            return result;
        }
    }

    /** {@code DeviceLoop ADD_F32.vmfb [DEVICE]}. */
    public static void main(String[] args) {
        run(Path.of(args[0]), args.length > 1 ? args[1] : "local-task", 100);
    }
}
