// Follows Apple's `EnvironmentKey` page (https://developer.apple.com/documentation/swiftui/environmentkey): a key
// type with a `defaultValue`, a property in an `EnvironmentValues` extension, `.environment(\.greetingStyle, ...)`
// on one view, and `@Environment(\.greetingStyle)` to read it.
// - A view with no value set above it reads the key's default; the modifier sets the value "for a view and all its
//   subviews" (Apple, same page).
// - A view reading an environment value runs again only when that value changed (compared by value); the other
//   label, whose value and environment are unchanged, does not run when the parent does (rules §14.2, §2.5, §2.7).
// - Setting the @State to the value it holds does nothing (rules §3.4).
import SwiftUI

private struct GreetingStyleKey: EnvironmentKey {
    static let defaultValue: String = "formal"
}

extension EnvironmentValues {
    var greetingStyle: String {
        get { self[GreetingStyleKey.self] }
        set { self[GreetingStyleKey.self] = newValue }
    }
}

struct GreetingLabel: View {
    let name: String
    @Environment(\.greetingStyle) private var style

    var body: some View {
        let _ = print("GreetingLabel(\(name)) body: \(style)")
        Text(style == "formal" ? "Good day, \(name)" : "Hey \(name)!")
    }
}

struct GreetingsScreen: View {
    @State private var casual = false

    var body: some View {
        let _ = print("GreetingsScreen body")
        VStack {
            GreetingLabel(name: "Ada")
            GreetingLabel(name: "Lin")
                .environment(\.greetingStyle, casual ? "casual" : "formal")
            Button("Relax") { casual = true }
        }
    }
}

:mount GreetingsScreen()
// expect: GreetingsScreen body
// expect: GreetingLabel(Ada) body: formal
// expect: GreetingLabel(Lin) body: formal
:tap "Relax"
// expect: GreetingsScreen body
// expect: GreetingLabel(Lin) body: casual
:tap "Relax"
