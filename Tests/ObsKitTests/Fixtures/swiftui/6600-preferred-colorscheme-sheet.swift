// Apple docs `View/preferredColorScheme(_:)`: a view sets the color scheme of its presentation (the window), which every view in it, and a sheet it presents, then reads.
// Apple: "The color scheme applies to the nearest enclosing presentation, such as a popover or window", and views read
// it through `\.colorScheme` (rules §15.23). The root's toggle sets `.dark` or `nil` (no preference: the device's light
// mode, rules §15.17); the probe, which reads `\.colorScheme`, runs again at each change (rules §14.2). A sheet is
// presented in the same window and starts with its presenter's scheme. The root reads `darkMode`, not `showSheet`
// (only `$showSheet` goes to the sheet), so opening the sheet runs no root body (rules §3.5, §8.7).
import SwiftUI

struct ThemeProbe: View {
    @Environment(\.colorScheme) private var scheme
    let place: String

    var body: some View {
        let _ = print("\(place) probe sees \(scheme == .dark ? "dark" : "light")")
        Text("Probe in \(place)")
    }
}

struct AppearanceSettings: View {
    @State private var darkMode = false
    @State private var showSheet = false

    var body: some View {
        let _ = print("settings body dark=\(darkMode)")
        VStack {
            Toggle("Dark mode", isOn: $darkMode)
            ThemeProbe(place: "main")
            Button("Show sheet") { showSheet = true }
        }
        .preferredColorScheme(darkMode ? .dark : nil)
        .sheet(isPresented: $showSheet) {
            ThemeProbe(place: "sheet")
        }
    }
}

:mount AppearanceSettings()
// expect: settings body dark=false
// expect: main probe sees light
:toggle "Dark mode"
// expect: settings body dark=true
// expect: main probe sees dark
:tap "Show sheet"
// expect: sheet probe sees dark
:dismiss
:toggle "Dark mode"
// expect: settings body dark=false
// expect: main probe sees light
