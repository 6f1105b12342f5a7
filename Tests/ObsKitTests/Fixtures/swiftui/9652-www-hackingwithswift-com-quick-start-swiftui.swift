// Hacking with Swift, "How to create custom bindings", https://www.hackingwithswift.com/quick-start/swiftui/how-to-create-custom-bindings — bindings derived from a binding: $settings.volume handed two levels down, and a Binding(get:set:) that logs each write; which children run when each part changes
// A binding to a part ($settings.volume) ties its reader to that part and compares equal while the part is
// unchanged (rules §9.3, §15.1); a Binding(get:set:) made in a body never equals the last one, so its reader runs
// at every body of its maker (§2.5). AudioPanel reads the whole struct through its @Binding, so it runs for any
// change; AudioScreen never reads its @State and never runs again (§3.5).
import SwiftUI

struct AudioSettings {
    var volume = 5
    var muted = false
}

struct VolumeControl: View {
    @Binding var volume: Int

    var body: some View {
        let _ = print("VolumeControl body, \(volume)")
        Stepper("Volume \(volume)", value: $volume, in: 0...10)
    }
}

struct MuteToggle: View {
    @Binding var isMuted: Bool

    var body: some View {
        let _ = print("MuteToggle body, \(isMuted)")
        Toggle("Muted", isOn: $isMuted)
    }
}

struct AudioPanel: View {
    @Binding var settings: AudioSettings

    var body: some View {
        let _ = print("AudioPanel body, volume \(settings.volume), muted \(settings.muted)")
        VStack {
            VolumeControl(volume: $settings.volume)
            MuteToggle(isMuted: Binding(
                get: { settings.muted },
                set: { newValue in
                    print("muted set to \(newValue)")
                    settings.muted = newValue
                }
            ))
        }
    }
}

struct AudioScreen: View {
    @State private var settings = AudioSettings()

    var body: some View {
        let _ = print("AudioScreen body")
        AudioPanel(settings: $settings)
    }
}

:mount AudioScreen()
// expect: AudioScreen body
// expect: AudioPanel body, volume 5, muted false
// expect: VolumeControl body, 5
// expect: MuteToggle body, false
:step "Volume 5" up
// expect: AudioPanel body, volume 6, muted false
// expect: VolumeControl body, 6
// expect: MuteToggle body, false
:toggle "Muted"
// expect: muted set to true
// expect: AudioPanel body, volume 6, muted true
// expect: MuteToggle body, true
