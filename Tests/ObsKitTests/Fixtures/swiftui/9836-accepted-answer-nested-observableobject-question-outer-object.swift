// Stack Overflow style: the accepted answer to the nested ObservableObject question: the outer object forwards the inner one's objectWillChange with a Combine sink, so each inner change re-runs the screen
import SwiftUI
import Combine

final class AudioPrefs: ObservableObject {
    @Published var volume = 5
}

final class PlayerSettings: ObservableObject {
    @Published var prefs = AudioPrefs()
    @Published var shuffle = false
    private var relay: AnyCancellable?

    init() {
        relay = prefs.objectWillChange.sink { [weak self] _ in
            self?.objectWillChange.send()
        }
    }
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
// expect: PlayerScreen body: volume 6, shuffle false
:tap "Louder"
// expect: PlayerScreen body: volume 7, shuffle false
:tap "Shuffle"
// expect: PlayerScreen body: volume 7, shuffle true
