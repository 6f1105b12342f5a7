// A preferences sheet bound to a shared model taken from the environment, with a local `@Bindable` in the body, the
// pattern Apple's `Bindable` page gives for environment models: the player's home owns `Preferences` in @State, puts it
// in the environment, and presents the sheet with a @State flag.
// What SwiftUI does: showing the sheet changes only a presentation flag the home's body never read, so only the sheet's
// content is built (rules §8.7, T4). The sheet inherits the environment of its presenter and finds the model. Making
// `$prefs.theme` and `$prefs.autoplay` reads both, so the sheet depends on them (rules §8.5); the home read only `theme`.
// Picking a theme runs the home, then the sheet (rules §2.8); the autoplay toggle runs only the sheet (rules §8.3).
// "Done" calls `dismiss()`, which writes the flag: nothing runs (rules §15.12, §8.7). Presenting again builds a new sheet.
// Sources: rules §2.8, §8.3, §8.5, §8.7, §15.12; https://developer.apple.com/documentation/swiftui/bindable
// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
import SwiftUI

@Observable
final class Preferences {
    var theme = "System"
    var autoplay = false
}

struct PreferencesSheet: View {
    @Environment(Preferences.self) private var prefs
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        @Bindable var prefs = prefs
        let _ = print("PreferencesSheet body: \(prefs.theme), autoplay \(prefs.autoplay)")
        NavigationStack {
            Form {
                Picker("Theme", selection: $prefs.theme) {
                    Text("System").tag("System")
                    Text("Dark").tag("Dark")
                    Text("Light").tag("Light")
                }
                Toggle("Autoplay", isOn: $prefs.autoplay)
            }
            .navigationTitle("Preferences")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}

struct PlayerHome: View {
    @State private var prefs = Preferences()
    @State private var showingPreferences = false

    var body: some View {
        let _ = print("PlayerHome body: theme \(prefs.theme)")
        VStack {
            Text("Theme: \(prefs.theme)")
            Button("Preferences") { showingPreferences = true }
        }
        .sheet(isPresented: $showingPreferences) {
            PreferencesSheet()
        }
        .environment(prefs)
    }
}

:mount PlayerHome()
// expect: PlayerHome body: theme System
:tap "Preferences"
// expect: PreferencesSheet body: System, autoplay false
:pick "Dark" in "Theme"
// expect: PlayerHome body: theme Dark
// expect: PreferencesSheet body: Dark, autoplay false
:toggle "Autoplay"
// expect: PreferencesSheet body: Dark, autoplay true
:tap "Done"
:tap "Preferences"
// expect: PreferencesSheet body: Dark, autoplay true
