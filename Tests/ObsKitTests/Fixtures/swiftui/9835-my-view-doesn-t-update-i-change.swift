// Stack Overflow style: "my view doesn't update when I change a property of a nested ObservableObject" (the asker's version: an ObservableObject held in a @Published property of another)
// PITFALL (on purpose): `settings.prefs.volume += 1` sends the inner object's objectWillChange, which no view observes; the outer @Published fires only when the reference itself is replaced, so the screen stays stale until something else re-runs it (rules §6.3, §6.5, §4.4)
import SwiftUI

final class AudioPrefs: ObservableObject {
    @Published var volume = 5
}

final class PlayerSettings: ObservableObject {
    @Published var prefs = AudioPrefs()
    @Published var shuffle = false
}

struct PlayerScreen: View {
    @StateObject private var settings = PlayerSettings()

    var body: some View {
        let _ = print("PlayerScreen body: volume \(settings.prefs.volume), shuffle \(settings.shuffle)")
        VStack {
            Text("Volume \(settings.prefs.volume)")
            Button("Louder") { settings.prefs.volume += 1 }
            Button("Shuffle") { settings.shuffle.toggle() }
        }
    }
}

:mount PlayerScreen()
// expect: PlayerScreen body: volume 5, shuffle false
:tap "Louder"
:tap "Louder"
:tap "Shuffle"
// expect: PlayerScreen body: volume 7, shuffle true
