// Fatbobman "Deep Dive into Observation" style: @ObservationIgnored stops tracking of the reference, not of the inner @Observable object's own properties; Apple "ObservationIgnored()"; rules §8.1, §8.3
import SwiftUI

@Observable
final class AudioSettings {
    var volume = 5
}

@Observable
final class Player {
    var title = "Song"
    @ObservationIgnored var settings = AudioSettings()
    @ObservationIgnored var plays = 0
}

struct PlayerView: View {
    @State private var player = Player()

    var body: some View {
        let _ = print("body: \(player.title), volume \(player.settings.volume), plays \(player.plays)")
        VStack {
            Button("Louder") { player.settings.volume += 1 }
            Button("Play") { player.plays += 1 }
            Button("Reset settings") { player.settings = AudioSettings() }
            Button("Rename") { player.title = "Tune" }
        }
    }
}

:mount PlayerView()
:tap "Louder"
:tap "Play"
:tap "Reset settings"
:tap "Louder"
:tap "Rename"
:tap "Louder"

// expect: body: Song, volume 5, plays 0
// expect: body: Song, volume 6, plays 0
// expect: body: Tune, volume 6, plays 1
// expect: body: Tune, volume 7, plays 1
