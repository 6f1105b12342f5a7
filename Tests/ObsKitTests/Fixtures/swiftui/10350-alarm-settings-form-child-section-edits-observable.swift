// forms and editing style: an alarm settings Form: a child Section edits an @Observable model through @Bindable (Toggle, Stepper, Picker), a summary child reads a computed property; the summary stops depending on the snooze once the alarm is off, the owner never runs (rules §8.3, §8.5, §15.5)
import SwiftUI

@Observable
final class AlarmSettings {
    var isOn = true
    var snoozeMinutes = 5
    var sound = "Chime"

    var summary: String {
        isOn ? "\(sound), snooze \(snoozeMinutes) min" : "Off"
    }
}

struct AlarmControls: View {
    @Bindable var settings: AlarmSettings

    var body: some View {
        let _ = print("AlarmControls body")
        Section("Alarm") {
            Toggle("Enabled", isOn: $settings.isOn)
            Stepper("Snooze", value: $settings.snoozeMinutes, in: 1...15)
            Picker("Sound", selection: $settings.sound) {
                ForEach(["Chime", "Bell", "Radar"], id: \.self) { name in
                    Text(name)
                }
            }
        }
    }
}

struct AlarmSummary: View {
    let settings: AlarmSettings

    var body: some View {
        let _ = print("AlarmSummary body: \(settings.summary)")
        Text(settings.summary)
    }
}

struct AlarmScreen: View {
    @State private var settings = AlarmSettings()

    var body: some View {
        let _ = print("AlarmScreen body")
        Form {
            AlarmControls(settings: settings)
            Section("Summary") {
                AlarmSummary(settings: settings)
            }
        }
    }
}

:mount AlarmScreen()
// expect: AlarmScreen body
// expect: AlarmControls body
// expect: AlarmSummary body: Chime, snooze 5 min
:step "Snooze" up
// expect: AlarmControls body
// expect: AlarmSummary body: Chime, snooze 6 min
:pick "Bell" in "Sound"
// expect: AlarmControls body
// expect: AlarmSummary body: Bell, snooze 6 min
:toggle "Enabled"
// expect: AlarmControls body
// expect: AlarmSummary body: Off
:step "Snooze" up
// expect: AlarmControls body
:toggle "Enabled"
// expect: AlarmControls body
// expect: AlarmSummary body: Bell, snooze 7 min
