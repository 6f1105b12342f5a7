// Follows Apple's `View/environment(_:)` page for an Observable object
// (https://developer.apple.com/documentation/swiftui/view/environment(_:)): "Places an observable object in the view's
// environment"; descendants read it with `@Environment(PlayerState.self)`. A view outside that subtree declares the
// optional form.
// - The model is the initial value of the screen's @State, made when the screen is built (rules §3.1, §3.2).
// - Reads are tracked per property: changing the track re-runs only the view that read `track`, the volume only the
//   one that read `volume` (Apple `observation/observable()`, "migrating": views update only for the properties
//   they read; rules §8.3, §14.2).
// - Declared optional, the property is nil where no object of that type is set above the view (Apple
//   `environment/init(_:)` for an optional Observable type: "returning nil if no corresponding object has been set in
//   the current view's environment"; rules §14.2).
// - The mini player is the first child, so tree order is the same whether children update depth- or breadth-first
//   (rules §2.8).
import SwiftUI
import Observation

@Observable final class PlayerState {
    var track = "Intro"
    var volume = 5

    init() { print("PlayerState init") }
}

struct NowPlaying: View {
    @Environment(PlayerState.self) private var player

    var body: some View {
        let _ = print("NowPlaying body: \(player.track)")
        VStack {
            Text(player.track)
            Button("Next track") { player.track = "Verse" }
        }
    }
}

struct VolumeBar: View {
    @Environment(PlayerState.self) private var player

    var body: some View {
        let _ = print("VolumeBar body: \(player.volume)")
        Button("Louder") { player.volume += 1 }
    }
}

struct MiniPlayer: View {
    @Environment(PlayerState.self) private var player: PlayerState?

    var body: some View {
        let _ = print("MiniPlayer body: \(player == nil ? "no player" : "has player")")
        Text(player?.track ?? "Nothing playing")
    }
}

struct MusicRoot: View {
    @State private var player = PlayerState()

    var body: some View {
        VStack {
            NowPlaying()
            VolumeBar()
        }
        .environment(player)
    }
}

struct PlayerScreen: View {
    var body: some View {
        VStack {
            MiniPlayer()
            MusicRoot()
        }
    }
}

:mount PlayerScreen()
// expect: PlayerState init
// expect: MiniPlayer body: no player
// expect: NowPlaying body: Intro
// expect: VolumeBar body: 5
:tap "Next track"
// expect: NowPlaying body: Verse
:tap "Louder"
// expect: VolumeBar body: 6
