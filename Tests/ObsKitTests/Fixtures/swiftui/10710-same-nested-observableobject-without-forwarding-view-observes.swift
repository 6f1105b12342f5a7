// combine style: the same nested ObservableObject without forwarding — the view observes only the parent model, so changing `app.settings.darkMode` sends the nested object's objectWillChange to nobody and no body runs; the next change of the parent's own @Published shows the nested value that changed earlier (rules §6.3, §6.5)
import SwiftUI
import Combine

final class SoundSettings: ObservableObject {
    @Published var muted = false
}

final class PlayerModel: ObservableObject {
    let sound = SoundSettings()
    @Published var track = "Intro"
}

struct PlayerScreen: View {
    @StateObject private var player = PlayerModel()

    var body: some View {
        let _ = print("PlayerScreen body: \(player.track) muted=\(player.sound.muted)")
        VStack {
            Button("Mute") { player.sound.muted.toggle() }
            Button("Next track") { player.track = "Verse" }
        }
    }
}

:mount PlayerScreen()
// expect: PlayerScreen body: Intro muted=false
:tap "Mute"
:tap "Next track"
// expect: PlayerScreen body: Verse muted=true
