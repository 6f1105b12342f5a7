// Sarunw "Toggle in a Form" style: a switch-styled Toggle shows a second Toggle with `if`; a badge child reads the second toggle's value through @Binding, so flipping it runs only the badge, while flipping the first runs the form (rules §1.1, §3.5, §9.3)
// corrected: after the badge alone ran for "Play sounds", the form's next body hands it a $sounds carrying true where its stored one carried false, so it runs once more then (rules §2.5, ObsREPL's choice)
import SwiftUI

struct SoundBadge: View {
    @Binding var isOn: Bool

    var body: some View {
        let _ = print("SoundBadge body: \(isOn)")
        Image(systemName: isOn ? "speaker.wave.2" : "speaker.slash")
    }
}

struct NotificationSettings: View {
    @State private var enabled = true
    @State private var sounds = false

    var body: some View {
        let _ = print("NotificationSettings body: enabled=\(enabled)")
        Form {
            Section("Alerts") {
                Toggle("Enable notifications", isOn: $enabled)
                    .toggleStyle(.switch)
                if enabled {
                    Toggle("Play sounds", isOn: $sounds)
                        .tint(.orange)
                }
            }
            Section("Status") {
                SoundBadge(isOn: $sounds)
            }
        }
    }
}

:mount NotificationSettings()
// expect: NotificationSettings body: enabled=true
// expect: SoundBadge body: false
:toggle "Play sounds"
// expect: SoundBadge body: true
:toggle "Enable notifications"
// expect: NotificationSettings body: enabled=false
// expect: SoundBadge body: true
:toggle "Enable notifications"
// expect: NotificationSettings body: enabled=true
:toggle "Play sounds"
// expect: SoundBadge body: false
