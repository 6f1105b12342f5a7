// `.preferredColorScheme(_:)` set from a toggle, and a child that reads `@Environment(\.colorScheme)`
// (Hacking with Swift-style appearance switch). `nil` means "follow the system".
// Expected: the device is in light mode (rules §15.17), so the badge first sees light; forcing dark
// changes the environment of the whole presentation, so the badge runs again and sees dark; back to nil,
// light again (rules §14.2: the view runs when its key's value changes).
import SwiftUI

struct ThemeBadge: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let _ = print("badge sees", colorScheme == .dark ? "dark" : "light")
        Label(colorScheme == .dark ? "Night" : "Day",
              systemImage: colorScheme == .dark ? "moon.fill" : "sun.max.fill")
    }
}

struct AppearanceSettings: View {
    @State private var forceDark = false

    var body: some View {
        Form {
            Toggle("Dark appearance", isOn: $forceDark)
            ThemeBadge()
        }
        .preferredColorScheme(forceDark ? .dark : nil)
    }
}

:mount AppearanceSettings()
:toggle "Dark appearance"
:toggle "Dark appearance"

// expect: badge sees light
// expect: badge sees dark
// expect: badge sees light
