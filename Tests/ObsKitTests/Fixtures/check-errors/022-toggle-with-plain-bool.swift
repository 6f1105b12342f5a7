// `Toggle(isOn:)` takes a Binding: passing the state's value instead of `$isOn`.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
struct Settings: View {
    @State private var isOn = false
    var body: some View {
        Toggle("Dark mode", isOn: isOn)
    }
}

:mount Settings()

// expect-error: cannot convert value 'isOn' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
