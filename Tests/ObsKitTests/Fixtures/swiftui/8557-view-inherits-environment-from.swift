// SwiftUI from Apple's documentation: Environment values — https://developer.apple.com/documentation/swiftui/environment-values (a view inherits its environment from its container, subject to explicit changes from environment(_:_:): an inner override wins for its subtree only)
import SwiftUI

extension EnvironmentValues {
    @Entry var theme: String = "system"
}

struct ThemeButton: View {
    @Environment(\.theme) private var theme
    let title: String

    var body: some View {
        Button(title) { print("\(title) -> \(theme)") }
    }
}

struct Panel: View {
    var body: some View {
        VStack {
            ThemeButton(title: "Outer A")
            VStack {
                ThemeButton(title: "Inner")
            }
            .environment(\.theme, "dark")
            ThemeButton(title: "Outer B")
        }
        .environment(\.theme, "light")
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Panel()
            ThemeButton(title: "Outside")
        }
    }
}

:mount ContentView()
:tap "Outer A"
:tap "Inner"
:tap "Outer B"
:tap "Outside"
// expect: Outer A -> light
// expect: Inner -> dark
// expect: Outer B -> light
// expect: Outside -> system
