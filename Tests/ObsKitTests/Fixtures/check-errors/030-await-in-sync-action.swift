// `await` in a button action, which is a synchronous closure (wrap it in `Task { }`).
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
func load() async -> String { "data" }

struct Screen: View {
    @State private var text = ""
    var body: some View {
        Button("Load") {
            text = await load()
        }
    }
}

:mount Screen()
:tap "Load"

// expect-error: cannot pass function of type '() async -> ()' to parameter expecting synchronous function type
