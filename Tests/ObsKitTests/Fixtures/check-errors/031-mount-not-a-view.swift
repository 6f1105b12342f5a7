// `:mount` of a value that is not a View (the check turns `:mount EXPR` into `_mount(EXPR)`, which requires a View or an App; the message names the command).
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
final class Model: ObservableObject {
    @Published var count = 0
}

:mount Model()

// expect-error: ':mount' requires that 'Model' conform to 'View'
