// environment and custom wrappers style: an optional @Environment(Model.self) declared as Model?; without a model above it the property is nil (no crash), with .environment(model) it reads the model and follows the property it read (rules §14.2, §8.1)
import SwiftUI

@Observable
final class ThemeSettings {
    var name = "Ocean"
}

struct ThemeName: View {
    let slot: String
    @Environment(ThemeSettings.self) private var settings: ThemeSettings?

    var body: some View {
        let _ = print("ThemeName \(slot): \(settings?.name ?? "no theme")")
        Text(settings?.name ?? "Default")
    }
}

struct ThemedScreen: View {
    @State private var theme = ThemeSettings()

    var body: some View {
        VStack {
            ThemeName(slot: "bare")
            ThemeName(slot: "themed")
                .environment(theme)
            Button("Sunset") { theme.name = "Sunset" }
        }
    }
}

:mount ThemedScreen()
// expect: ThemeName bare: no theme
// expect: ThemeName themed: Ocean
:tap "Sunset"
// expect: ThemeName themed: Sunset
