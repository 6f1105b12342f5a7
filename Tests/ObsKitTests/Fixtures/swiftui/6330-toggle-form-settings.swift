// Apple: Toggle ("Toggle("Vibrate on Ring", isOn: $vibrateOnRing)", a label view with Label, toggleStyle(.switch)), Form and Section with header and footer; the body that reads both values runs once per flip (SEMANTICS §3, §10)
import SwiftUI

struct SoundSettings: View {
    @State private var vibrateOnRing = false
    @State private var playSounds = true

    var body: some View {
        let _ = print("vibrate \(vibrateOnRing), sounds \(playSounds)")
        NavigationStack {
            Form {
                Section {
                    Toggle("Vibrate on Ring", isOn: $vibrateOnRing)
                    Toggle(isOn: $playSounds) {
                        Label("Play sounds", systemImage: "speaker.wave.2")
                    }
                    .toggleStyle(.switch)
                    .tint(.orange)
                } header: {
                    Text("Alerts")
                } footer: {
                    Text(playSounds ? "Sounds play for new messages." : "Messages arrive silently.")
                }
            }
            .navigationTitle("Sounds")
        }
    }
}

:mount SoundSettings()
:toggle "Vibrate on Ring"
:toggle "Play sounds"
:toggle "Vibrate on Ring"

// expect: vibrate false, sounds true
// expect: vibrate true, sounds true
// expect: vibrate true, sounds false
// expect: vibrate false, sounds false
