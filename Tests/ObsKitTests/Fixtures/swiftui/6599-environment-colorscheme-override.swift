// Apple docs `EnvironmentValues/colorScheme` + `View/environment(_:_:)`: `.environment(\.colorScheme, .dark)` overrides the scheme for one subtree.
// The device is in light mode (rules §15.17), so a view that reads `\.colorScheme` sees `.light` unless an ancestor
// sets the key. Writing the key with `.environment` changes it for that subtree only; a reader runs again only when its
// value changes (rules §14.2): the "override" swatch follows the toggle, the "device" swatch and the always-dark one
// never run again, though the parent's body runs at each toggle (their new values are equal, rules §2.7).
import SwiftUI

struct Swatch: View {
    @Environment(\.colorScheme) private var colorScheme
    let label: String

    var body: some View {
        let _ = print("\(label) sees \(colorScheme == .dark ? "dark" : "light")")
        Text(label)
    }
}

struct Gallery: View {
    @State private var forceDark = false

    var body: some View {
        VStack {
            Swatch(label: "device")
            Swatch(label: "override")
                .environment(\.colorScheme, forceDark ? .dark : .light)
            VStack {
                Swatch(label: "always")
            }
            .environment(\.colorScheme, .dark)
            Toggle("Dark", isOn: $forceDark)
        }
    }
}

:mount Gallery()
// expect: device sees light
// expect: override sees light
// expect: always sees dark
:toggle "Dark"
// expect: override sees dark
:toggle "Dark"
// expect: override sees light
:toggle "Dark"
// expect: override sees dark
