package io.jiree.runtime;

import io.jiree.hal.Device;
import java.util.List;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The {@link Instance} of a test class: opened before its first test, closed after its last.
 * {@code @RegisterExtension static final SharedInstance instance = new SharedInstance();}
 */
final class SharedInstance implements BeforeAllCallback, AfterAllCallback {
    private Instance instance;

    @Override
    public void beforeAll(ExtensionContext context) {
        instance = Instance.create();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        instance.close();
        instance = null;
    }

    Instance get() {
        return instance;
    }

    Session createSession(String... deviceUris) {
        return instance.createSession(deviceUris);
    }

    Session createSession(SessionOptions options) {
        return instance.createSession(options);
    }

    Device createDevice(String uri) {
        return instance.createDevice(uri);
    }

    List<String> driverNames() {
        return instance.driverNames();
    }
}
