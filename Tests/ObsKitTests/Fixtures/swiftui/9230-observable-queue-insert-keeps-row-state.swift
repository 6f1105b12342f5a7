// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (an @Observable model's array of @Observable objects, changed by inserting at the front)
// The queue is @Observable and holds @Observable tracks, each Identifiable by its `id`. A row counts plays
// in its own @State. Inserting a track at the front changes `tracks`: the queue view's body runs and makes a
// row for the new track only; the existing rows keep their ids, so they keep their state (Intro's play
// count survives) and, getting the same objects, their bodies don't run.
import SwiftUI
import Observation

@Observable final class Track: Identifiable {
    let id: Int
    var title: String
    init(id: Int, title: String) { self.id = id; self.title = title }
}

@Observable final class PlayQueue {
    var tracks = [Track(id: 1, title: "Intro"), Track(id: 2, title: "Outro")]
}

struct TrackRow: View {
    let track: Track
    @State private var plays = 0

    var body: some View {
        let _ = print("row \(track.title) plays \(plays)")
        Button("Play \(track.title) (\(plays))") { plays += 1 }
    }
}

struct QueueView: View {
    @State private var queue = PlayQueue()

    var body: some View {
        let _ = print("queue of \(queue.tracks.count)")
        List {
            ForEach(queue.tracks) { track in
                TrackRow(track: track)
            }
            Button("Play next: Coda") { queue.tracks.insert(Track(id: 9, title: "Coda"), at: 0) }
        }
    }
}

:mount QueueView()
// expect: queue of 2
// expect: row Intro plays 0
// expect: row Outro plays 0
:tap "Play Intro (0)"
// expect: row Intro plays 1
:tap "Play next: Coda"
// expect: queue of 3
// expect: row Coda plays 0
:tap "Play Intro (1)"
// expect: row Intro plays 2
