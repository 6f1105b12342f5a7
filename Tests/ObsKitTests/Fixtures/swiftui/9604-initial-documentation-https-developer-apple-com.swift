// Apple, onChange(of:initial:_:) documentation, https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) — the PlayerView / PlayButton example: the action gets the old and new values, `initial: true` runs it once when the view appears, and a state write inside an onChange causes the next onChange
// Apple: "When the value changes, the new version of the closure will be called ... SwiftUI passes the old and
// new values"; "initial: Whether the action should be run when this view initially appears." The example:
// PlayerView owns `@State playState`, hands `$playState` to PlayButton and reacts in onChange. Here a parent
// steps through episodes; PlayerView pauses when the episode changes, which is itself a playState change
// reported by the next update's onChange (rules §11.1 order: onChange actions as written). onChange compares the
// value at one update with the value at the next, so two writes in one action that land on the old value again
// ("Skip twice" over two episodes) report nothing (rules §10.1: one update per action).
import SwiftUI

enum PlayState {
    case playing, paused
}

struct Episode {
    let id: Int
    let title: String
    let showTitle: String
}

struct PlayButton: View {
    @Binding var playState: PlayState

    var body: some View {
        Button(playState == .playing ? "Pause" : "Play") {
            playState = playState == .playing ? .paused : .playing
        }
    }
}

struct PlayerView: View {
    var episode: Episode
    @State private var playState: PlayState = .paused

    var body: some View {
        VStack {
            Text(episode.title)
            Text(episode.showTitle)
            PlayButton(playState: $playState)
        }
        .onChange(of: playState, initial: true) { oldState, newState in
            print("playState \(oldState) -> \(newState)")
        }
        .onChange(of: episode.id) { oldID, newID in
            print("episode \(oldID) -> \(newID)")
            playState = .paused
        }
    }
}

struct ShowView: View {
    let episodes = [
        Episode(id: 1, title: "Pilot", showTitle: "Swift Talk"),
        Episode(id: 2, title: "Bindings", showTitle: "Swift Talk"),
    ]
    @State private var index = 0

    var body: some View {
        VStack {
            PlayerView(episode: episodes[index])
            Button("Next episode") { index = (index + 1) % episodes.count }
            Button("Skip twice") {
                index = (index + 1) % episodes.count
                index = (index + 1) % episodes.count
            }
        }
    }
}

:mount ShowView()
// expect: playState paused -> paused
:tap "Play"
// expect: playState paused -> playing
:tap "Pause"
// expect: playState playing -> paused
:tap "Next episode"
// expect: episode 1 -> 2
:tap "Play"
// expect: playState paused -> playing
:tap "Next episode"
// expect: episode 2 -> 1
// expect: playState playing -> paused
:tap "Skip twice"
:tap "Play"
// expect: playState paused -> playing
:tap "Skip twice"
