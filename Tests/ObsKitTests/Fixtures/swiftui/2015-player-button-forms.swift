// Issue 13 (A), a music player card using every Button form a learner meets: title + trailing closure, a
// method reference as the action, `Button(action:label:)`, `Button { } label: { }` with an Image, the
// `systemImage:` form, and `role: .destructive` with a Label.
// Expected: each is found by its title (an image-only label by its symbol name, 2213) and runs its action.
import SwiftUI

@Observable
final class PlayerModel {
    var track = 0
    var isPlaying = false
    var queue = ["Intro", "Theme", "Outro"]
}

struct PlayerCard: View {
    @State private var model = PlayerModel()

    private func togglePlayback() {
        model.isPlaying.toggle()
        print(model.isPlaying ? "playing \(model.queue[model.track])" : "paused")
    }

    var body: some View {
        VStack {
            Text(model.queue.isEmpty ? "Nothing queued" : model.queue[model.track])
            HStack {
                Button(action: { model.track = max(model.track - 1, 0) }) {
                    Image(systemName: "backward.fill")
                }
                Button(model.isPlaying ? "Pause" : "Play", action: togglePlayback)
                Button {
                    model.track = min(model.track + 1, model.queue.count - 1)
                    print("next:", model.queue[model.track])
                } label: {
                    Image(systemName: "forward.fill")
                }
            }
            Button("Shuffle", systemImage: "shuffle") {
                model.queue.reverse()
                print("queue:", model.queue)
            }
            Button(role: .destructive) {
                model.queue.removeAll()
                model.track = 0
                model.isPlaying = false
                print("cleared")
            } label: {
                Label("Clear Queue", systemImage: "trash")
            }
        }
    }
}

:mount PlayerCard()
:tap "Play"
:tap "forward.fill"
:tap "Pause"
:tap "backward.fill"
:tap "Shuffle"
:tap "Play"
:tap "Clear Queue"

// expect: playing Intro
// expect: next: Theme
// expect: paused
// expect: queue: ["Outro", "Theme", "Intro"]
// expect: playing Outro
// expect: cleared
