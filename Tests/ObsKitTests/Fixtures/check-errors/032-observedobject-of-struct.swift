// `@ObservedObject` of a struct: it needs an ObservableObject class.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
struct Settings {
    var volume = 5
}

struct Screen: View {
    @ObservedObject var settings: Settings
    var body: some View { Text("\(settings.volume)") }
}

:mount Screen(settings: Settings())

// expect-error: generic struct 'ObservedObject' requires that 'Settings' conform to 'ObservableObject'
