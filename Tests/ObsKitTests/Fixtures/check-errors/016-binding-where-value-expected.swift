// A `Binding<String>` passed where a String is expected.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
func shout(_ s: String) -> String { s.uppercased() }

struct Screen: View {
    @State private var name = "ann"
    var body: some View {
        Text(shout($name))
    }
}

:mount Screen()

// expect-error: cannot convert value '$name' of type 'Binding<String>' to expected type 'String', use wrapped value instead
