// r/SwiftUI style: the fix from the thread: subscribe again whenever the inner object is replaced (a didSet on the @Published property), so the preset's changes are forwarded too (rules §6.3, §15.6)
import SwiftUI
import Combine

final class AudioPrefs: ObservableObject {
    let name: String
    @Published var volume = 5

    init(name: String) {
        self.name = name
    }
}

final class PlayerSettings: ObservableObject {
    @Published var prefs = AudioPrefs(name: "default") {
        didSet { watchPrefs() }
    }
    private var relay: AnyCancellable?

    init() {
        watchPrefs()
    }

    private func watchPrefs() {
        print("watching \(prefs.name)")
        relay = prefs.objectWillChange.sink { [weak self] _ in
            self?.objectWillChange.send()
        }
    }
}

struct PlayerScreen: View {
    @StateObject private var settings = PlayerSettings()

    var body: some View {
        let _ = print("PlayerScreen body: \(settings.prefs.name) volume \(settings.prefs.volume)")
        VStack {
            Text("Volume \(settings.prefs.volume)")
            Button("Louder") { settings.prefs.volume += 1 }
            Button("Load preset") { settings.prefs = AudioPrefs(name: "preset") }
        }
    }
}

:mount PlayerScreen()
// expect: watching default
// expect: PlayerScreen body: default volume 5
:tap "Louder"
// expect: PlayerScreen body: default volume 6
:tap "Load preset"
// expect: watching preset
// expect: PlayerScreen body: preset volume 5
:tap "Louder"
// expect: PlayerScreen body: preset volume 6
:tap "Louder"
// expect: PlayerScreen body: preset volume 7
