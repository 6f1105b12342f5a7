// Style: Stack Overflow question. "My player keeps counting the old track's time after I switch tracks." Without `.id`, a new `track` value
// leaves the node and its running `.task` alone (rules §11.3, §2.7). With `.id(track)` a new value resets the subtree: the old node dies (its
// task cancelled, its @State gone, rules §1.4) and a new one starts from the initial value with a new task (rules §1.3). The cancelled task's
// `try?` sleep returns at once and its loop stops; a write from a dead node would go nowhere (rules §1.4).
import SwiftUI

struct PlayerView: View {
    let track: String
    @State private var elapsed = 0

    var body: some View {
        let _ = print("PlayerView body: \(track) \(elapsed)s")
        Text("\(track) \(elapsed)s")
            .task {
                print("playing \(track)")
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    if Task.isCancelled { break }
                    elapsed += 1
                }
            }
    }
}

struct Jukebox: View {
    @State private var track = "Intro"

    var body: some View {
        VStack {
            Button("Next track") { track = "Finale" }
            PlayerView(track: track)
                .id(track)
        }
    }
}

:mount Jukebox()
// expect: PlayerView body: Intro 0s
// expect: playing Intro
:advance 2s
// expect: PlayerView body: Intro 1s
// expect: PlayerView body: Intro 2s
:tap "Next track"
// expect: PlayerView body: Finale 0s
// expect: playing Finale
:advance 1s
// expect: PlayerView body: Finale 1s
