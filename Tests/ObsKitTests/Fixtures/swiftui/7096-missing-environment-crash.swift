// A migration slip the articles warn about: moving from @EnvironmentObject to `@Environment(Theme.self)` but
// forgetting the `.environment(theme)` call above the reader. First the correct screen, then the forgotten one.
// What SwiftUI does: with the model in the environment, the badge tracks the property it reads (rules §14.2, §8.3).
// Without it, a non-optional `@Environment(Model.self)` is a fatal error raised when the property is looked up,
// before the reader's body, with a message that names `environmentObject(_:)` even for an @Observable model
// (rules §14.2). The parent's body has already run; the badge's never does (rules §10.1).
// Sources: rules §8.3, §10.1, §14.2;
// https://developer.apple.com/documentation/swiftui/environment
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
import SwiftUI

@Observable
final class Theme {
    var accent = "blue"
}

struct AccentBadge: View {
    @Environment(Theme.self) private var theme

    var body: some View {
        let _ = print("AccentBadge body: \(theme.accent)")
        Text(theme.accent)
    }
}

struct ThemedScreen: View {
    @State private var theme = Theme()

    var body: some View {
        let _ = print("ThemedScreen body")
        VStack {
            AccentBadge()
            Button("Go green") {
                theme.accent = "green"
            }
        }
        .environment(theme)
    }
}

struct ForgetfulScreen: View {
    @State private var theme = Theme()

    var body: some View {
        let _ = print("ForgetfulScreen body")
        VStack {
            AccentBadge()
        }
    }
}

:mount ThemedScreen()
// expect: ThemedScreen body
// expect: AccentBadge body: blue
:tap "Go green"
// expect: AccentBadge body: green
:mount ForgetfulScreen()
// expect: ForgetfulScreen body
// expect-error: No Observable object of type Theme found
