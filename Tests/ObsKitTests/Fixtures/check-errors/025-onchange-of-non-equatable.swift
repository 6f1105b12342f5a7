// `onChange(of:)` needs an Equatable value.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
struct Point { var x = 0 }

struct Screen: View {
    @State private var point = Point()
    var body: some View {
        Text("x")
            .onChange(of: point) { print("changed") }
    }
}

:mount Screen()

// expect-error: instance method 'onChange(of:initial:_:)' requires that 'Point' conform to 'Equatable'
