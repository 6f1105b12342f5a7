// what's-new style: Toggle, Stepper and Picker bound to an @Observable's properties through `@Bindable`: each control's binding reads its property, so the form re-runs on each change, and a summary that read only `enabled` re-runs only for that (rules §8.5, §9.2, §15.5)
import SwiftUI

enum Tone: String, CaseIterable, Identifiable {
    case radar, chimes, beacon
    var id: Self { self }
}

@Observable
final class AlarmSettings {
    var enabled = false
    var snoozeMinutes = 5
    var tone: Tone = .radar
}

struct AlarmForm: View {
    @Bindable var settings: AlarmSettings

    var body: some View {
        let _ = print("AlarmForm body: snooze \(settings.snoozeMinutes), tone \(settings.tone.rawValue)")
        Form {
            Toggle("Enabled", isOn: $settings.enabled)
            Stepper("Snooze \(settings.snoozeMinutes) min", value: $settings.snoozeMinutes, in: 1...15)
            Picker("Tone", selection: $settings.tone) {
                ForEach(Tone.allCases) { tone in
                    Text(tone.rawValue.capitalized).tag(tone)
                }
            }
        }
    }
}

struct AlarmSummary: View {
    let settings: AlarmSettings

    var body: some View {
        let _ = print("AlarmSummary body: \(settings.enabled ? "on" : "off")")
        Text(settings.enabled ? "On" : "Off")
    }
}

struct AlarmScreen: View {
    @State private var settings = AlarmSettings()

    var body: some View {
        let _ = print("AlarmScreen body")
        VStack {
            AlarmSummary(settings: settings)
            AlarmForm(settings: settings)
        }
    }
}

:mount AlarmScreen()
// expect: AlarmScreen body
// expect: AlarmSummary body: off
// expect: AlarmForm body: snooze 5, tone radar
:toggle "Enabled"
// expect: AlarmSummary body: on
// expect: AlarmForm body: snooze 5, tone radar
:step "Snooze 5 min" up
// expect: AlarmForm body: snooze 6, tone radar
:pick "Chimes" in "Tone"
// expect: AlarmForm body: snooze 6, tone chimes
