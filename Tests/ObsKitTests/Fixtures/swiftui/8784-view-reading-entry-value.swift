// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environment/init(_:) (a view reading an @Entry value with @Environment is updated when the value that an ancestor's environment(_:_:) sets changes)
import SwiftUI

extension EnvironmentValues {
    @Entry var accentName: String = "blue"
}

struct Swatch: View {
    @Environment(\.accentName) private var accentName

    var body: some View {
        let _ = print("Swatch body: \(accentName)")
        Text("Accent \(accentName)")
    }
}

struct ThemeSwitcher: View {
    @State private var dark = false

    var body: some View {
        VStack {
            Button("Toggle theme") { dark.toggle() }
            Swatch()
        }
        .environment(\.accentName, dark ? "orange" : "teal")
    }
}

:mount ThemeSwitcher()
:tap "Toggle theme"
:tap "Toggle theme"
// expect: Swatch body: teal
// expect: Swatch body: orange
// expect: Swatch body: teal
