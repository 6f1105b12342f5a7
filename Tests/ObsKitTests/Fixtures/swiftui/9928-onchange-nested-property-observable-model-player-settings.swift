// Apple Developer Forums style: .onChange on a nested property of an @Observable model (player.settings.level, a struct inside the model); evaluating it in the body reads `settings`, so any change of the struct runs the body, the action runs only when the level differs, and a change of another property runs nothing (rules §8.3, §8.4, §11.1, §10.1)
import SwiftUI

struct VolumeSettings: Equatable {
    var level = 5
    var muted = false
}

@Observable
final class Player {
    var settings = VolumeSettings()
    var title = "Song"
}

struct PlayerView: View {
    @State private var player = Player()
    @State private var log: [String] = []

    var body: some View {
        let _ = print("PlayerView body: log \(log.count)")
        VStack {
            Button("Louder") { player.settings.level += 1 }
            Button("Mute") { player.settings.muted.toggle() }
            Button("Rename") { player.title = "Other" }
        }
        .onChange(of: player.settings.level) { old, new in
            print("level \(old) -> \(new)")
            log.append("level")
        }
    }
}

:mount PlayerView()
// expect: PlayerView body: log 0
:tap "Louder"
// expect: PlayerView body: log 0
// expect: level 5 -> 6
// expect: PlayerView body: log 1
:tap "Mute"
// expect: PlayerView body: log 1
:tap "Rename"
:tap "Louder"
// expect: PlayerView body: log 1
// expect: level 6 -> 7
// expect: PlayerView body: log 2
