// Self._printChanges() with an @Observable model in @State: a change to a property the body read shows as @dependencies, a change to one it never read runs nothing; expected output by the SwiftUI rules (rules §12 tokens, §8 per-property tracking; scenario T4 MVVM from sisoje/testable-view-swiftui)
import SwiftUI

@Observable
final class TimerSettings {
    var minutes = 5
    var sound = "Bell"
}

struct TimerSettingsView: View {
    @State private var settings = TimerSettings()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(settings.minutes) min")
            Button("More") { settings.minutes += 1 }
            Button("Change sound") { settings.sound = "Chime" }
            Button("Show sound") { print("sound: \(settings.sound)") }
        }
    }
}

:mount TimerSettingsView()
:tap "More"
:tap "Change sound"
:tap "Show sound"

// expect: TimerSettingsView: @self, @identity, _settings changed.
// expect: TimerSettingsView: @dependencies changed.
// expect: sound: Chime
