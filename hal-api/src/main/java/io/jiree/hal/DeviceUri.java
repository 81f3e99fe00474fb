package io.jiree.hal;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A device URI as {@code --device=} takes it: {@code driver}, {@code driver://},
 * {@code driver://path} or {@code driver://path?key=value&key2=value2}.
 */
public record DeviceUri(String driver, String path, Map<String, String> params) {
    public static DeviceUri parse(String uri) {
        if (uri == null || uri.isBlank()) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT, "empty device URI; pass a driver name such as local-task or cuda://0");
        }
        String driver;
        String rest;
        int sep = uri.indexOf("://");
        if (sep >= 0) {
            driver = uri.substring(0, sep);
            rest = uri.substring(sep + 3);
        } else {
            int q = uri.indexOf('?');
            driver = q >= 0 ? uri.substring(0, q) : uri;
            rest = q >= 0 ? uri.substring(q) : "";
        }
        if (driver.isEmpty()) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "device URI '%s' has no driver name", uri);
        }
        String path = rest;
        Map<String, String> params = new LinkedHashMap<>();
        int q = rest.indexOf('?');
        if (q >= 0) {
            path = rest.substring(0, q);
            for (String pair : rest.substring(q + 1).split("&")) {
                if (pair.isEmpty()) {
                    continue;
                }
                int eq = pair.indexOf('=');
                if (eq >= 0) {
                    params.put(pair.substring(0, eq), pair.substring(eq + 1));
                } else {
                    params.put(pair, "");
                }
            }
        }
        return new DeviceUri(driver, path, Map.copyOf(params));
    }
}
