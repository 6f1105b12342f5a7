// `@State` is a property wrapper for a view's properties; on a top-level variable of a script Swift rejects it (inside a class it compiles, and SwiftUI only warns at run time).
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
@State var counter = 0
counter += 1
print(counter)

// expect-error: property wrappers are not yet supported in top-level code
