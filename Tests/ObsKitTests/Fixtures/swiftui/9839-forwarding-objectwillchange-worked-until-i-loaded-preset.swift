// r/SwiftUI style: "forwarding objectWillChange worked until I loaded a preset": the relay was made once in init, on the first inner object; after the inner object is replaced, its changes reach nobody
// PITFALL (on purpose): the sink still listens to the old AudioPrefs; replacing `prefs` publishes once (the outer @Published), later changes of the new object re-run nothing until something sends the outer objectWillChange (rules §6.1, §6.3, §4.4)
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
    @Published var prefs = AudioPrefs(name: "default")
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
        let _ = print("PlayerScreen body: \(settings.prefs.name) volume \(settings.prefs.volume)")
        VStack {
            Text("Volume \(settings.prefs.volume)")
            Button("Louder") { settings.prefs.volume += 1 }
            Button("Load preset") { settings.prefs = AudioPrefs(name: "preset") }
            Button("Refresh") { settings.objectWillChange.send() }
        }
    }
}

:mount PlayerScreen()
// expect: PlayerScreen body: default volume 5
:tap "Louder"
// expect: PlayerScreen body: default volume 6
:tap "Load preset"
// expect: PlayerScreen body: preset volume 5
:tap "Louder"
:tap "Louder"
:tap "Refresh"
// expect: PlayerScreen body: preset volume 7
