// Follows Apple's `ForEach.init(_:content:)` page for Identifiable data
// (https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)): "It's important that the id of a
// data element doesn't change unless you replace the data element with a new data element that has a new identity."
// Own code: a play queue where one button edits the first track in place (same id) and another replaces it with a
// different track (new id).
// - Editing in place keeps the id: the row keeps its node and @State, and its body runs because its value changed
//   (rules §1.2, §2.3, §2.7).
// - Replacing puts a new id at the same position: the old id's node is destroyed (its onDisappear runs) and the new
//   id gets a new node with fresh @State (rules §1.2, §1.4, §11.1).
// - In that update the new row's body runs during the update and the old row's onDisappear after it (rules §10.3:
//   appearance callbacks after the update), so the body's line comes first. The rows print no onAppear, so no
//   appear/disappear pair of two different rows has to be ordered.
import SwiftUI

struct Track: Identifiable {
    let id: Int
    var title: String
}

struct TrackRow: View {
    let track: Track
    @State private var likes = 0

    var body: some View {
        let _ = print("TrackRow body #\(track.id) \(track.title), likes \(likes)")
        Button("\(track.title): \(likes) likes") {
            likes += 1
        }
        .onDisappear {
            print("TrackRow disappeared #\(track.id)")
        }
    }
}

struct PlayQueue: View {
    @State private var tracks = [Track(id: 1, title: "Intro")]

    var body: some View {
        let _ = print("PlayQueue: \(tracks.map { "#\($0.id) \($0.title)" }.joined(separator: ", "))")
        List {
            ForEach(tracks) { track in
                TrackRow(track: track)
            }
            Button("Add Outro") {
                if tracks.count == 1 {
                    tracks.append(Track(id: 2, title: "Outro"))
                }
            }
            Button("Rename first") {
                tracks[0].title = "Intro (Live)"
            }
            Button("Replace first") {
                tracks[0] = Track(id: 3, title: "Overture")
            }
        }
    }
}

:mount PlayQueue()
// expect: PlayQueue: #1 Intro
// expect: TrackRow body #1 Intro, likes 0
:tap "Add Outro"
// expect: PlayQueue: #1 Intro, #2 Outro
// expect: TrackRow body #2 Outro, likes 0
:tap "Intro: 0 likes"
// expect: TrackRow body #1 Intro, likes 1
:tap "Rename first"
// expect: PlayQueue: #1 Intro (Live), #2 Outro
// expect: TrackRow body #1 Intro (Live), likes 1
:tap "Intro (Live): 1 likes"
// expect: TrackRow body #1 Intro (Live), likes 2
:tap "Replace first"
// expect: PlayQueue: #3 Overture, #2 Outro
// expect: TrackRow body #3 Overture, likes 0
// expect: TrackRow disappeared #1
:tap "Overture: 0 likes"
// expect: TrackRow body #3 Overture, likes 1
