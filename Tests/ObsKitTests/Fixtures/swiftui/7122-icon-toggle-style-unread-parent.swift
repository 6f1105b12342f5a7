// A ToggleStyle that adds an SF Symbol before the library's toggle, `Toggle(configuration)`, picking the symbol from
// `configuration.isOn`, with the symbols as stored properties, as theming posts write it. The parent only passes
// `$darkMode` and never reads it.
// What SwiftUI does: `Toggle(configuration)` is the library's toggle on the style's binding (rules §15.26; Apple
// `toggle/init(_:)` taking a ToggleStyleConfiguration). makeBody reads `configuration.isOn`, so a flip runs it again
// (rules §15.26); the parent's body read nothing, so it does not run (rules §3.5, like T3). The style's Strings are
// equal from render to render (rules §2.3).
// Sources: rules §2.3, §3.5, §9.3, §15.26; https://developer.apple.com/documentation/swiftui/togglestyle
// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/ison
import SwiftUI

struct IconToggleStyle: ToggleStyle {
    let onSymbol: String
    let offSymbol: String

    func makeBody(configuration: Configuration) -> some View {
        let symbol = configuration.isOn ? onSymbol : offSymbol
        let _ = print("IconToggleStyle makeBody: \(symbol)")
        HStack {
            Image(systemName: symbol)
                .foregroundStyle(configuration.isOn ? Color.indigo : Color.orange)
            Toggle(configuration)
        }
    }
}

struct AppearanceRow: View {
    @State private var darkMode = false

    var body: some View {
        let _ = print("AppearanceRow body")
        VStack {
            Toggle("Dark mode", isOn: $darkMode)
                .toggleStyle(IconToggleStyle(onSymbol: "moon.fill", offSymbol: "sun.max.fill"))
            Text("Applies to every screen")
                .font(.footnote)
        }
    }
}

:mount AppearanceRow()
// expect: AppearanceRow body
// expect: IconToggleStyle makeBody: sun.max.fill
:toggle "Dark mode"
// expect: IconToggleStyle makeBody: moon.fill
:toggle "Dark mode"
// expect: IconToggleStyle makeBody: sun.max.fill
