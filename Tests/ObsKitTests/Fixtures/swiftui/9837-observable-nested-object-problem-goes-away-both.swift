// Swift Forums style: "with @Observable the nested-object problem goes away": both classes are @Observable, the body's read of settings.prefs.volume is tracked through the chain, and an equal assignment notifies nobody (rules §8.1, §8.3, §12)
import SwiftUI
import Observation

@Observable
final class AudioPrefs {
    var volume = 5
}

@Observable
final class PlayerSettings {
    var prefs = AudioPrefs()
    var shuffle = false
}

struct PlayerScreen: View {
    @State private var settings = PlayerSettings()

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("volume \(settings.prefs.volume), shuffle \(settings.shuffle)")
        VStack {
            Text("Volume \(settings.prefs.volume)")
            Button("Louder") { settings.prefs.volume += 1 }
            Button("Set 6") { settings.prefs.volume = 6 }
            Button("Shuffle") { settings.shuffle.toggle() }
        }
    }
}

:mount PlayerScreen()
// expect: PlayerScreen: @self, @identity, _settings changed.
// expect: volume 5, shuffle false
:tap "Louder"
// expect: PlayerScreen: @dependencies changed.
// expect: volume 6, shuffle false
:tap "Set 6"
:tap "Shuffle"
// expect: PlayerScreen: @dependencies changed.
// expect: volume 6, shuffle true
