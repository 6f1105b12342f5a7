// everyday app screens style: a notification settings screen on an @Observable model with a didSet on one property and onChange saving another; the quiet-hours and sound controls show only while notifications are on; Reset assigns the defaults: changed properties give one body, and a second Reset (all equal) runs the didSet but notifies nobody (rules §15.6, §8.1, §11.1, §10.1)
import SwiftUI

@Observable
final class NotificationPrefs {
    var enabled = true {
        didSet { print("enabled didSet: \(enabled)") }
    }
    var quietHour = 22
    var sound = "Chime"

    init() { print("NotificationPrefs init") }

    func resetDefaults() {
        enabled = true
        quietHour = 22
        sound = "Chime"
    }
}

struct NotificationSettings: View {
    @State private var prefs = NotificationPrefs()

    var body: some View {
        let _ = print("NotificationSettings body: enabled=\(prefs.enabled) quiet=\(prefs.quietHour) sound=\(prefs.sound)")
        Form {
            Toggle("Notifications", isOn: $prefs.enabled)
            if prefs.enabled {
                Stepper("Quiet from \(prefs.quietHour):00", value: $prefs.quietHour, in: 18...23)
                Picker("Sound", selection: $prefs.sound) {
                    ForEach(["Chime", "Bell", "None"], id: \.self) { name in
                        Text(name)
                    }
                }
            }
            Button("Reset") { prefs.resetDefaults() }
        }
        .onChange(of: prefs.quietHour) { _, newValue in
            print("save quiet hour \(newValue)")
        }
    }
}

:mount NotificationSettings()
// expect: NotificationPrefs init
// expect: NotificationSettings body: enabled=true quiet=22 sound=Chime
:step "Quiet from 22:00" up
// expect: NotificationSettings body: enabled=true quiet=23 sound=Chime
// expect: save quiet hour 23
:pick "Bell" in "Sound"
// expect: NotificationSettings body: enabled=true quiet=23 sound=Bell
:toggle "Notifications"
// expect: enabled didSet: false
// expect: NotificationSettings body: enabled=false quiet=23 sound=Bell
:tap "Reset"
// expect: enabled didSet: true
// expect: NotificationSettings body: enabled=true quiet=22 sound=Chime
// expect: save quiet hour 22
:tap "Reset"
// expect: enabled didSet: true
