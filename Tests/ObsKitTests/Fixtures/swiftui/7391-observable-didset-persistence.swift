// "Save on change" with Observation: reader settings as an @Observable class whose properties have `didSet` observers
// that call a protocol-typed persistence service, edited through `@Bindable` and reset by a button.
// What SwiftUI does: the macro keeps the observers, inside its setter; they run on every assignment, also an equal one,
// while an equal `=` notifies nobody (rules §15.6, §8.1): the second "Reset" persists again but runs no body. The form
// binds both properties (rules §8.5) and the page reads both (rules §8.3), so a change of either runs both, form first
// (rules §2.8). The stepper's press and the button's two writes are one update each (rules §10.1).
// Sources: rules §2.8, §8.1, §8.3, §8.5, §10.1, §15.6; https://developer.apple.com/documentation/observation/observable()
import SwiftUI

protocol SettingsPersistence {
    func save(_ key: String, _ value: String)
}

struct PrintingPersistence: SettingsPersistence {
    func save(_ key: String, _ value: String) {
        print("persist \(key) = \(value)")
    }
}

@Observable
final class ReaderSettings {
    private let persistence: any SettingsPersistence

    var fontName = "Georgia" {
        didSet { persistence.save("fontName", fontName) }
    }

    var lineSpacing = 1 {
        didSet { persistence.save("lineSpacing", "\(lineSpacing)") }
    }

    init(persistence: any SettingsPersistence) {
        self.persistence = persistence
    }

    func resetToDefaults() {
        fontName = "Georgia"
        lineSpacing = 1
    }
}

struct ReaderSettingsForm: View {
    @Bindable var settings: ReaderSettings

    var body: some View {
        let _ = print("ReaderSettingsForm body")
        Form {
            Picker("Font", selection: $settings.fontName) {
                Text("Georgia").tag("Georgia")
                Text("Menlo").tag("Menlo")
            }
            Stepper("Spacing", value: $settings.lineSpacing, in: 1...3)
            Button("Reset") { settings.resetToDefaults() }
        }
    }
}

struct PagePreview: View {
    let settings: ReaderSettings

    var body: some View {
        let _ = print("PagePreview body: \(settings.fontName), spacing \(settings.lineSpacing)")
        Text("Call me Ishmael.")
            .font(.custom(settings.fontName, size: 17))
            .lineSpacing(CGFloat(settings.lineSpacing))
    }
}

struct ReaderRoot: View {
    @State private var settings = ReaderSettings(persistence: PrintingPersistence())

    var body: some View {
        VStack {
            ReaderSettingsForm(settings: settings)
            PagePreview(settings: settings)
        }
    }
}

:mount ReaderRoot()
// expect: ReaderSettingsForm body
// expect: PagePreview body: Georgia, spacing 1
:pick "Menlo" in "Font"
// expect: persist fontName = Menlo
// expect: ReaderSettingsForm body
// expect: PagePreview body: Menlo, spacing 1
:step "Spacing" up
// expect: persist lineSpacing = 2
// expect: ReaderSettingsForm body
// expect: PagePreview body: Menlo, spacing 2
:tap "Reset"
// expect: persist fontName = Georgia
// expect: persist lineSpacing = 1
// expect: ReaderSettingsForm body
// expect: PagePreview body: Georgia, spacing 1
:tap "Reset"
// expect: persist fontName = Georgia
// expect: persist lineSpacing = 1
