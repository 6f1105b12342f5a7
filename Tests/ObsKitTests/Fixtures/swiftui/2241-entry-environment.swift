// Issue 13 (B), `@Entry`: the macro declares an environment value (key and default) in one line. A view
// reading it gets the default outside any `.environment(\.key, value)`, the nearest ancestor's value
// inside one, and re-runs when that value changes.
// Source: https://developer.apple.com/documentation/swiftui/entry(),
// https://developer.apple.com/documentation/swiftui/environmentvalues. Rules §14 (@Environment re-runs only
// when its value changed).
import SwiftUI

extension EnvironmentValues {
    @Entry var accentName: String = "blue"
}

struct Badge: View {
    @Environment(\.accentName) private var accentName
    let label: String
    var body: some View {
        let _ = print(label, "badge is", accentName)
        Text(label)
    }
}

struct Themed: View {
    @State private var accent = "red"

    var body: some View {
        VStack {
            Badge(label: "Plain")
            Badge(label: "Themed")
                .environment(\.accentName, accent)
            Button("Green") { accent = "green" }
        }
    }
}

:mount Themed()
:tap "Green"

// expect: Plain badge is blue
// expect: Themed badge is red
// expect: Themed badge is green
