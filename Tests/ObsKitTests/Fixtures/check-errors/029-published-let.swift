// `@Published` on a `let`: property wrappers need a `var`.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
final class Model: ObservableObject {
    @Published let count = 0
}

print(Model().count)

// expect-error: property wrapper can only be applied to a 'var'
