// A play queue in an @Observable model, reordered with onMove. The queue view's body reads `queue.songs`, so the
// move re-runs it as `@dependencies` (rules §8.3, §12.1). Moving "Three" up to position 0 passes destination 0
// (§15.2). Each song keeps its node and its @State (§1.2), and the rows are equal, so none runs (§2.7).
import SwiftUI

@Observable
final class PlayQueue {
    var songs = ["One", "Two", "Three"]
}

struct SongCell: View {
    let title: String
    @State private var liked = false

    var body: some View {
        let _ = print("cell \(title) liked \(liked)")
        Button(liked ? "\(title) ♥" : title) { liked.toggle() }
    }
}

struct QueueView: View {
    @State private var queue = PlayQueue()

    var body: some View {
        let _ = Self._printChanges()
        List {
            ForEach(queue.songs, id: \.self) { title in
                SongCell(title: title)
            }
            .onMove { from, to in
                print("move \(Array(from)) to \(to)")
                queue.songs.move(fromOffsets: from, toOffset: to)
            }
        }
        Button("Print") { print(queue.songs) }
    }
}

:mount QueueView()
// expect: QueueView: @self, @identity, _queue changed.
// expect: cell One liked false
// expect: cell Two liked false
// expect: cell Three liked false
:tap "Three"
// expect: cell Three liked true
:move "Three ♥" to 0
// expect: move [2] to 0
// expect: QueueView: @dependencies changed.
:tap "Print"
// expect: ["Three", "One", "Two"]
:tap "Three ♥"
// expect: cell Three liked false
