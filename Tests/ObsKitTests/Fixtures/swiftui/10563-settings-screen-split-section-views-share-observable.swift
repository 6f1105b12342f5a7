// everyday app screens style: a settings screen split into Section views that share one @Observable model through .environment; each section reads its own properties, so a change runs only the section that read it; Self._printChanges() names the cause (rules §8.3, §8.5, §12, §14.2)
import SwiftUI

@Observable
final class Preferences {
    var soundOn = true
    var volume = 3
    var largeText = false
    init() { print("Preferences init") }
    deinit { print("Preferences deinit") }
}

struct SoundSection: View {
    @Environment(Preferences.self) private var prefs

    var body: some View {
        let _ = Self._printChanges()
        @Bindable var prefs = prefs
        Section("Sound") {
            Toggle("Sounds", isOn: $prefs.soundOn)
            Stepper("Volume \(prefs.volume)", value: $prefs.volume, in: 0...5)
        }
    }
}

struct DisplaySection: View {
    @Environment(Preferences.self) private var prefs

    var body: some View {
        let _ = Self._printChanges()
        @Bindable var prefs = prefs
        Section("Display") {
            Toggle("Large text", isOn: $prefs.largeText)
        }
    }
}

struct PreferencesScreen: View {
    @State private var prefs = Preferences()

    var body: some View {
        let _ = Self._printChanges()
        Form {
            SoundSection()
            DisplaySection()
        }
        .environment(prefs)
    }
}

:mount PreferencesScreen()
// expect: Preferences init
// expect: PreferencesScreen: @self, @identity, _prefs changed.
// expect: SoundSection: @self, @identity, _prefs changed.
// expect: DisplaySection: @self, @identity, _prefs changed.
:toggle "Sounds"
// expect: SoundSection: @dependencies changed.
:step "Volume 3" up
// expect: SoundSection: @dependencies changed.
:toggle "Large text"
// expect: DisplaySection: @dependencies changed.
:unmount
// expect: Preferences deinit
