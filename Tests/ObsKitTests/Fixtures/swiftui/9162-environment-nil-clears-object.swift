// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/environment(_:) (passing nil clears an object of that type for a subtree)
// environment(_:)'s parameter: "The object to set for this object's type in the environment, or nil to clear an
// object of this type from the environment."
// - The outer reader sees the shared settings object; the inner reader sits below `.environment(nil as Settings?)`
//   and reads nil through an optional `@Environment(Settings.self)`
//   (https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf).
// - Changing the theme runs only the reader that read it.
import SwiftUI
import Observation

@Observable
final class Settings {
    var theme = "light"
}

struct ThemeReader: View {
    let label: String
    @Environment(Settings.self) private var settings: Settings?

    var body: some View {
        let _ = print("\(label): \(settings?.theme ?? "no settings")")
        Text(settings?.theme ?? "none")
    }
}

struct RootView: View {
    @State private var settings = Settings()

    var body: some View {
        VStack {
            ThemeReader(label: "outer")
            VStack {
                ThemeReader(label: "inner")
            }
            .environment(nil as Settings?)
            Button("Dark") { settings.theme = "dark" }
        }
        .environment(settings)
    }
}

:mount RootView()
// expect: outer: light
// expect: inner: no settings
:tap "Dark"
// expect: outer: dark
