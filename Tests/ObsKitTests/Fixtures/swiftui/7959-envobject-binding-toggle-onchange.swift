// Style: Apple documentation style example. `$settings.soundOn` through EnvironmentObject.Wrapper is a binding that writes the object's property,
// so @Published fires (rules §9.2). Every view that declares the object runs again (rules §14.1), the owner's @StateObject too (rules §4.4), parent
// first (rules §2.8). `onChange(of:)` runs after the update with the old and the new value (Apple `view/onchange(of:initial:_:)`: "SwiftUI passes
// the old and new values to the observed value into the closure"); it runs when the value changes, not at first appearance.
import SwiftUI

final class AudioSettings: ObservableObject {
    @Published var soundOn = false
    @Published var volume = 5
}

struct SoundToggle: View {
    @EnvironmentObject var settings: AudioSettings

    var body: some View {
        let _ = print("SoundToggle body")
        Toggle("Sound", isOn: $settings.soundOn)
    }
}

struct SoundStatus: View {
    @EnvironmentObject var settings: AudioSettings

    var body: some View {
        let _ = print("SoundStatus body: \(settings.soundOn ? "on" : "off")")
        Text(settings.soundOn ? "Sound on" : "Muted")
            .onChange(of: settings.soundOn) { oldValue, newValue in
                print("sound changed \(oldValue) -> \(newValue)")
            }
    }
}

struct AudioScreen: View {
    @StateObject private var settings = AudioSettings()

    var body: some View {
        let _ = print("AudioScreen body")
        Form {
            SoundToggle()
            SoundStatus()
        }
        .environmentObject(settings)
    }
}

:mount AudioScreen()
// expect: AudioScreen body
// expect: SoundToggle body
// expect: SoundStatus body: off
:toggle "Sound"
// expect: AudioScreen body
// expect: SoundToggle body
// expect: SoundStatus body: on
// expect: sound changed false -> true
:toggle "Sound"
// expect: AudioScreen body
// expect: SoundToggle body
// expect: SoundStatus body: off
// expect: sound changed true -> false
