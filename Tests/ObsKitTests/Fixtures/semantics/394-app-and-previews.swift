// rules §15.16: an `App` struct's `WindowGroup` shows its content; the App owns its `@StateObject` like a view
// (made once, before the first body); `#Preview` blocks can be mounted, and `@Previewable` makes a preview's
// own state.
// Source: https://developer.apple.com/documentation/swiftui/app,
// https://developer.apple.com/documentation/swiftui/windowgroup,
// https://developer.apple.com/documentation/swiftui/previews-in-xcode (#Preview, @Previewable). Mounting them
// with `:mount MyApp()` and `:preview` is ObsREPL's (rules §15.16).
final class Store394: ObservableObject {
    @Published var count = 0
    init() { print("Store394 init") }
}

struct Counter394: View {
    @EnvironmentObject var store: Store394
    var body: some View { Button("Count \(store.count)") { store.count += 1 } }
}

struct Demo394: App {
    @StateObject private var store = Store394()
    var body: some Scene {
        WindowGroup { Counter394().environmentObject(store) }
    }
}

#Preview("Flag") {
    @Previewable @State var on = false
    Toggle("Flag", isOn: $on)
    Text(on ? "on" : "off")
}

:mount Demo394()
:tap "Count 0"
:tap "Count 1"
:preview "Flag"
:toggle "Flag"
:tree

// expect: Store394 init
// expect: Preview(Flag)#3
// expect:   Toggle "Flag" = true
// expect:   Text "on"
