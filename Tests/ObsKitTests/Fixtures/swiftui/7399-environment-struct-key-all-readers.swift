// SwiftLee style: a settings struct in one environment key, and why every reader re-runs when any field changes
// What SwiftUI does: an environment value is compared as a whole, per key (rules §14.2): changing `lineSpacing`
// makes a new `ReaderSettings` value, so every view that declares `@Environment(\.readerSettings)` runs again, the
// one that only shows the font size included. (An `@Observable` model in the environment is tracked per property
// instead, rules §14.2 and §8; see the next scenario.) The screen re-runs because it reads `settings` (rules §3.5).
// Sources: rules §3.5, §14.2; https://developer.apple.com/documentation/swiftui/environmentvalues
import SwiftUI

struct ReaderSettings: Equatable {
    var fontSize = 17
    var lineSpacing = 4
}

extension EnvironmentValues {
    @Entry var readerSettings: ReaderSettings = ReaderSettings()
}

struct FontSizeLabel: View {
    @Environment(\.readerSettings) private var settings

    var body: some View {
        let _ = print("FontSizeLabel body: \(settings.fontSize)")
        Text("Font size \(settings.fontSize)")
    }
}

struct SpacingLabel: View {
    @Environment(\.readerSettings) private var settings

    var body: some View {
        let _ = print("SpacingLabel body: \(settings.lineSpacing)")
        Text("Line spacing \(settings.lineSpacing)")
    }
}

struct ReaderScreen: View {
    @State private var settings = ReaderSettings()

    var body: some View {
        let _ = print("ReaderScreen body")
        VStack {
            FontSizeLabel()
            SpacingLabel()
            Button("Wider spacing") { settings.lineSpacing += 2 }
        }
        .environment(\.readerSettings, settings)
    }
}

:mount ReaderScreen()
// expect: ReaderScreen body
// expect: FontSizeLabel body: 17
// expect: SpacingLabel body: 4
:tap "Wider spacing"
// expect: ReaderScreen body
// expect: FontSizeLabel body: 17
// expect: SpacingLabel body: 6
