// `$name` on a plain `let` property: only property wrappers have a projection.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
struct Editor: View {
    let name: String
    var body: some View {
        TextField("Name", text: $name)
    }
}

:mount Editor(name: "x")

// expect-error: cannot find '$name' in scope
