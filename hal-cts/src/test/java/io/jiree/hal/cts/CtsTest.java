package io.jiree.hal.cts;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.TestTemplate;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.Extension;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.extension.TestTemplateInvocationContext;
import org.junit.jupiter.api.extension.TestTemplateInvocationContextProvider;

/**
 * A conformance case: runs once per {@link CtsTarget}, each run a test of its own named after the
 * target ({@code method()[local-sync]}), so reports count and skip every driver's run separately.
 * Methods of the case (and its {@code @BeforeEach}) receive the target as a parameter.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@TestTemplate
@ExtendWith(CtsTest.PerTarget.class)
@interface CtsTest {
    /** One invocation per target. */
    final class PerTarget implements TestTemplateInvocationContextProvider {
        @Override
        public boolean supportsTestTemplate(ExtensionContext context) {
            return context.getRequiredTestMethod().isAnnotationPresent(CtsTest.class);
        }

        @Override
        public Stream<TestTemplateInvocationContext> provideTestTemplateInvocationContexts(ExtensionContext context) {
            return CtsTarget.targets().stream().map(Invocation::new);
        }
    }

    /** The run of a case against one target, which it resolves as a parameter. */
    record Invocation(CtsTarget target) implements TestTemplateInvocationContext, ParameterResolver {
        @Override
        public String getDisplayName(int invocationIndex) {
            return "[" + target + "]";
        }

        @Override
        public List<Extension> getAdditionalExtensions() {
            return List.of(this);
        }

        @Override
        public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
            return parameter.getParameter().getType() == CtsTarget.class;
        }

        @Override
        public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
            return target;
        }
    }
}
