// Follows Apple's `task(id:priority:_:)` page
// (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)): "Adds a task to perform before
// this view appears or when a specified value changes"; when the id changes, SwiftUI cancels the task it started
// for the old value and starts a new one. Own code: a radio app that tunes to the chosen station after a delay.
// - The id is compared with the last one (rules §11.3); a tap on the station already chosen writes an equal value,
//   which @State ignores (rules §3.4): no body, no restart.
// - The old task's cancellation makes its `Task.sleep(for:)` throw CancellationError (Swift's
//   `Task.sleep(for:tolerance:clock:)` page); its catch runs after the update that saw the new id, so after the
//   body (rules §10.1, §11.3).
// - Whether the old task's catch runs before or after the new task's first line is not specified (rules §11.3,
//   ObsREPL's choice): the task prints nothing when it starts, only when it ends.
// - The task copies `station` when it starts; outside a body a @State read gives the live value (rules §3.4).
import SwiftUI

struct RadioView: View {
    @State private var station = "Jazz"
    @State private var nowPlaying = "silence"

    var body: some View {
        let _ = print("RadioView body, \(station): \(nowPlaying)")
        VStack {
            Text(nowPlaying)
            HStack {
                Button("Jazz") { station = "Jazz" }
                Button("News") { station = "News" }
                Button("Rock") { station = "Rock" }
            }
        }
        .task(id: station) {
            let requested = station
            do {
                try await Task.sleep(for: .seconds(2))
                nowPlaying = "\(requested) live"
                print("tuned to \(requested)")
            } catch {
                print("tuning to \(requested) cancelled")
            }
        }
    }
}

:mount RadioView()
// expect: RadioView body, Jazz: silence
:advance 2s
// expect: tuned to Jazz
// expect: RadioView body, Jazz: Jazz live
:tap "News"
// expect: RadioView body, News: Jazz live
:advance 1s
:tap "Rock"
// expect: RadioView body, Rock: Jazz live
// expect: tuning to News cancelled
:advance 1s
:tap "Rock"
:advance 1s
// expect: tuned to Rock
// expect: RadioView body, Rock: Rock live
