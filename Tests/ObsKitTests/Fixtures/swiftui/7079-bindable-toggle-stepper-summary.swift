// Alarm settings in the "Managing model data in your app" style: an @Observable settings object in @State at the
// root, a form that takes it as @Bindable and binds a Toggle and a Stepper to it, and a summary line that reads only
// the snooze length.
// What SwiftUI does: the form made `$settings.isEnabled` and `$settings.snoozeMinutes`, so it depends on both
// (rules §8.5); the summary read only `snoozeMinutes` (rules §8.3). Flipping the toggle runs the form alone; each
// press of the stepper's + is a turn of its own that runs the form and then the summary (rules §2.8, §10.1). The
// root reads nothing and stays quiet.
// Sources: rules §2.8, §8.3, §8.5, §9.2, §10.1, §15.1;
// https://developer.apple.com/documentation/swiftui/bindable
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
import SwiftUI

@Observable
final class AlarmSettings {
    var isEnabled = false
    var snoozeMinutes = 5
}

struct AlarmForm: View {
    @Bindable var settings: AlarmSettings

    var body: some View {
        let _ = print("AlarmForm body: on=\(settings.isEnabled)")
        Form {
            Toggle("Alarm on", isOn: $settings.isEnabled)
            Stepper("Snooze", value: $settings.snoozeMinutes, in: 1...30)
        }
    }
}

struct AlarmSummary: View {
    let settings: AlarmSettings

    var body: some View {
        let _ = print("AlarmSummary body: snooze \(settings.snoozeMinutes)")
        Text("Snooze for \(settings.snoozeMinutes) minutes")
    }
}

struct AlarmScreen: View {
    @State private var settings = AlarmSettings()

    var body: some View {
        let _ = print("AlarmScreen body")
        VStack {
            AlarmForm(settings: settings)
            AlarmSummary(settings: settings)
        }
    }
}

:mount AlarmScreen()
// expect: AlarmScreen body
// expect: AlarmForm body: on=false
// expect: AlarmSummary body: snooze 5
:toggle "Alarm on"
// expect: AlarmForm body: on=true
:step "Snooze" up 2
// expect: AlarmForm body: on=true
// expect: AlarmSummary body: snooze 6
// expect: AlarmForm body: on=true
// expect: AlarmSummary body: snooze 7
