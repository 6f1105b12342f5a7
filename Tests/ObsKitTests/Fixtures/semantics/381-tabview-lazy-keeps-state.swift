// rules §14.4, §15.8: a TabView makes every tab's view struct in the body that makes it (its builder is not
// escaping), but on iOS 18 a tab's body and onAppear first run when the tab is first shown; a hidden tab
// keeps its state and disappears; `:tab "Title"` chooses a tab by its tabItem label, and a `selection`
// binding follows the choice (corpus 2217 does the same with iOS 18's `Tab`).
// Source: https://developer.apple.com/documentation/swiftui/tabview,
// https://developer.apple.com/documentation/swiftui/view/tabitem(_:),
// https://developer.apple.com/documentation/swiftui/tab. The order on a switch (new body, old onDisappear,
// new onAppear) is ObsREPL's choice (rules §15.8).
struct Count381: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        let _ = print("\(name) body, taps", taps)
        Button("\(name) +1") { taps += 1 }
            .onAppear { print("\(name) appear") }
            .onDisappear { print("\(name) disappear") }
    }
}

struct Tabs381: View {
    @State private var chosen = 0
    var body: some View {
        TabView(selection: $chosen) {
            Count381(name: "A").tabItem { Label("First", systemImage: "1.circle") }.tag(0)
            Count381(name: "B").tabItem { Label("Second", systemImage: "2.circle") }.tag(1)
        }
        Button("Which") { print("chosen", chosen) }
    }
}

:mount Tabs381()
:tap "A +1"
:tab "Second"
:tap "Which"
:tab "First"

// expect: A body, taps 0
// expect: A appear
// expect: A body, taps 1
// expect: B body, taps 0
// expect: A disappear
// expect: B appear
// expect: chosen 1
// expect: B disappear
// expect: A appear
