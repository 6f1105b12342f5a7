// Observation in depth style: didSet and willSet on @Observable stored properties; the observers run on every set, an equal `=` runs them but notifies nobody, so no body runs (rules §15.6, §8.1)
import SwiftUI

@Observable
final class AudioSettings {
    var volume = 5 {
        didSet { print("volume didSet: \(oldValue) -> \(volume)") }
    }
    var muted = false {
        willSet { print("muted willSet: \(muted) -> \(newValue)") }
    }
}

struct VolumeView: View {
    let settings: AudioSettings

    var body: some View {
        let _ = print("VolumeView body: \(settings.volume)")
        Text("Volume \(settings.volume)")
    }
}

struct MuteView: View {
    let settings: AudioSettings

    var body: some View {
        let _ = print("MuteView body: \(settings.muted)")
        Text(settings.muted ? "Muted" : "Sound on")
    }
}

struct AudioScreen: View {
    @State private var settings = AudioSettings()

    var body: some View {
        let _ = print("AudioScreen body")
        VStack {
            VolumeView(settings: settings)
            MuteView(settings: settings)
            Button("Louder") { settings.volume += 1 }
            Button("Set 6") { settings.volume = 6 }
            Button("Mute") { settings.muted = true }
        }
    }
}

:mount AudioScreen()
// expect: AudioScreen body
// expect: VolumeView body: 5
// expect: MuteView body: false
:tap "Louder"
// expect: volume didSet: 5 -> 6
// expect: VolumeView body: 6
:tap "Set 6"
// expect: volume didSet: 6 -> 6
:tap "Mute"
// expect: muted willSet: false -> true
// expect: MuteView body: true
:tap "Mute"
// expect: muted willSet: true -> true
:tap "Louder"
// expect: volume didSet: 6 -> 7
// expect: VolumeView body: 7
