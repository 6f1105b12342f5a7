// Swift Forums style: "does every view using @Environment(Model.self) re-render on any change?" (no: reads of an @Observable model from the environment are tracked per property, so only the views that read the changed property run, and the owner that only injects it runs for neither) (rules §14.2, §8.3, §8.4)
import SwiftUI

@Observable
final class AppearanceSettings {
    var accent = "blue"
    var fontSize = 14
}

struct AccentSwatch: View {
    @Environment(AppearanceSettings.self) private var settings

    var body: some View {
        let _ = print("AccentSwatch body: \(settings.accent)")
        Text(settings.accent)
    }
}

struct FontPreview: View {
    @Environment(AppearanceSettings.self) private var settings

    var body: some View {
        let _ = print("FontPreview body: \(settings.fontSize)")
        Text("Aa \(settings.fontSize)")
    }
}

struct SettingsControls: View {
    @Environment(AppearanceSettings.self) private var settings

    var body: some View {
        let _ = print("SettingsControls body")
        VStack {
            Button("Accent red") { settings.accent = "red" }
            Button("Bigger") { settings.fontSize += 2 }
        }
    }
}

struct AppearanceRoot: View {
    @State private var settings = AppearanceSettings()

    var body: some View {
        let _ = print("AppearanceRoot body")
        VStack {
            AccentSwatch()
            FontPreview()
            SettingsControls()
        }
        .environment(settings)
    }
}

:mount AppearanceRoot()
// expect: AppearanceRoot body
// expect: AccentSwatch body: blue
// expect: FontPreview body: 14
// expect: SettingsControls body
:tap "Accent red"
// expect: AccentSwatch body: red
:tap "Bigger"
// expect: FontPreview body: 16
// an equal assignment notifies nobody
:tap "Accent red"
