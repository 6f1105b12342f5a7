// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject (any published change updates every view that observes the object)
// Apple: "When any published property of the observable object changes, SwiftUI updates any view that depends on
// the object." Two subviews observe one ObservableObject and read different properties; a change to either
// property runs both bodies, and the owner's (its @StateObject subscribes too).
import SwiftUI
import Combine

final class Player: ObservableObject {
    @Published var track = "Intro"
    @Published var volume = 5
}

struct TrackView: View {
    @ObservedObject var player: Player

    var body: some View {
        let _ = print("track view: \(player.track)")
        Text(player.track)
    }
}

struct VolumeView: View {
    @ObservedObject var player: Player

    var body: some View {
        let _ = print("volume view: \(player.volume)")
        Text("Volume \(player.volume)")
    }
}

struct PlayerScreen: View {
    @StateObject private var player = Player()

    var body: some View {
        let _ = print("screen body")
        VStack {
            TrackView(player: player)
            VolumeView(player: player)
            Button("Louder") { player.volume += 1 }
            Button("Next") { player.track = "Verse" }
        }
    }
}

:mount PlayerScreen()
// expect: screen body
// expect: track view: Intro
// expect: volume view: 5
:tap "Louder"
// expect: screen body
// expect: track view: Intro
// expect: volume view: 6
:tap "Next"
// expect: screen body
// expect: track view: Verse
// expect: volume view: 6
