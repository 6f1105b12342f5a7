// Observation in depth: `@Bindable var settings = settings` inside body, for a model taken from the environment
// Apple `bindable`: declare a local `@Bindable` in body to bind to an `@Observable` object read with
// `@Environment(Type.self)`. Making `$settings.largeText` reads `largeText`, so the switch depends on it (rules §8.5);
// `@Environment(Model.self)` tracks reads per property (§14.2), so the font badge runs only for `fontName`; the screen
// only passes the model down (`.environment(settings)` reads no property) and never runs again (§8).
import SwiftUI

@Observable
final class ReaderSettings {
    var largeText = false
    var fontName = "Serif"
}

struct LargeTextSwitch: View {
    @Environment(ReaderSettings.self) private var settings

    var body: some View {
        let _ = print("switch body")
        @Bindable var settings = settings
        Toggle("Large text", isOn: $settings.largeText)
    }
}

struct FontBadge: View {
    @Environment(ReaderSettings.self) private var settings

    var body: some View {
        let _ = print("badge: \(settings.fontName)")
        Text(settings.fontName)
            .font(.caption)
    }
}

struct ReaderScreen: View {
    @State private var settings = ReaderSettings()

    var body: some View {
        let _ = print("screen body")
        VStack {
            LargeTextSwitch()
            FontBadge()
            Button("Sans") { settings.fontName = "Sans" }
        }
        .environment(settings)
    }
}

:mount ReaderScreen()
// expect: screen body
// expect: switch body
// expect: badge: Serif
:toggle "Large text"
// expect: switch body
:tap "Sans"
// expect: badge: Sans
