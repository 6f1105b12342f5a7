// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (onChange reacting to an Environment key)
// "You can use onChange to trigger a side effect as the result of a value changing, such as an Environment key or a
// Binding." The badge reads a custom @Entry value (https://developer.apple.com/documentation/swiftui/entry()) and
// reports each change of it.
// - The parent's switch changes the value it sets for the subtree: the badge's body runs with the new value, then the
//   action runs with the old and the new one.
import SwiftUI

extension EnvironmentValues {
    @Entry var scoreboardTheme: String = "light"
}

struct ScoreBadge: View {
    @Environment(\.scoreboardTheme) private var theme

    var body: some View {
        let _ = print("badge body: \(theme)")
        Text("Score (\(theme))")
            .onChange(of: theme) { oldTheme, newTheme in
                print("theme changed \(oldTheme) -> \(newTheme)")
            }
    }
}

struct Scoreboard: View {
    @State private var dark = false

    var body: some View {
        VStack {
            ScoreBadge()
            Toggle("Dark scoreboard", isOn: $dark)
        }
        .environment(\.scoreboardTheme, dark ? "dark" : "light")
    }
}

:mount Scoreboard()
// expect: badge body: light
:toggle "Dark scoreboard"
// expect: badge body: dark
// expect: theme changed light -> dark
