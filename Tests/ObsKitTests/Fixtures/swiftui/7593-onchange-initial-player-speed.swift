// Follows Apple's onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)): a player whose play state changes through a child's binding, and a speed watched with `initial: true`
// What SwiftUI does: the action gets the old and the new value each time the value changes; with
// `initial: true` it also runs once when the view first appears, given the initial value as both old and
// new (Apple's page). Writing a value equal to the stored one is no change (rules §3.4), so "Stop" while
// paused runs no action. The child writes through its `@Binding` into the parent's state (rules §9.3).
// Sources: Apple `view/onchange(of:initial:_:)`; rules §3.4, §9.3, §10.1.
import SwiftUI

enum PlaybackState: String {
    case paused, playing
}

struct Episode {
    let title: String
    let show: String
}

struct PlaybackButton: View {
    @Binding var state: PlaybackState

    var body: some View {
        Button(state == .playing ? "Pause" : "Play") {
            state = state == .playing ? .paused : .playing
        }
    }
}

struct EpisodePlayer: View {
    var episode: Episode
    @State private var state: PlaybackState = .paused
    @State private var speed = 1

    var body: some View {
        VStack {
            Text(episode.title)
            Text(episode.show)
            PlaybackButton(state: $state)
            Button("Stop") { state = .paused }
            Button("Faster") { speed += 1 }
        }
        .onChange(of: state) { oldState, newState in
            print("state: \(oldState.rawValue) -> \(newState.rawValue)")
        }
        .onChange(of: speed, initial: true) { oldSpeed, newSpeed in
            print("speed: \(oldSpeed)x -> \(newSpeed)x")
        }
    }
}

:mount EpisodePlayer(episode: Episode(title: "Night Trains", show: "Slow Travel"))
// expect: speed: 1x -> 1x
:tap "Stop"
:tap "Play"
// expect: state: paused -> playing
:tap "Faster"
// expect: speed: 1x -> 2x
:tap "Pause"
// expect: state: playing -> paused
:tap "Play"
// expect: state: paused -> playing
:tap "Stop"
// expect: state: playing -> paused
:tap "Faster"
// expect: speed: 2x -> 3x
