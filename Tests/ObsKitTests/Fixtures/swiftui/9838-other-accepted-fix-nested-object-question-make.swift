// Stack Overflow style: the other accepted fix for the nested-object question: make the inner type a struct, so a change inside it sets the whole @Published value (and publishes, even when the value is the same) (rules §6.3, T1)
import SwiftUI
import Combine

struct AudioPrefs {
    var volume = 5
    var bass = 0
}

final class PlayerSettings: ObservableObject {
    @Published var prefs = AudioPrefs()
    private var watcher: AnyCancellable?

    init() {
        watcher = $prefs.sink { newValue in
            print("sink got volume \(newValue.volume)")
        }
    }
}

struct PlayerScreen: View {
    @StateObject private var settings = PlayerSettings()

    var body: some View {
        let _ = print("PlayerScreen body: volume \(settings.prefs.volume), bass \(settings.prefs.bass)")
        VStack {
            Text("Volume \(settings.prefs.volume)")
            Button("Louder") { settings.prefs.volume += 1 }
            Button("Same bass") { settings.prefs.bass = settings.prefs.bass }
        }
    }
}

:mount PlayerScreen()
// expect: sink got volume 5
// expect: PlayerScreen body: volume 5, bass 0
:tap "Louder"
// expect: sink got volume 6
// expect: PlayerScreen body: volume 6, bass 0
:tap "Same bass"
// expect: sink got volume 6
// expect: PlayerScreen body: volume 6, bass 0
