// Push and pop with `onAppear`, `onDisappear` and a `.task` that sleeps: in what order do they run, and what happens
// to the task when the user goes back early? (own names and code)
// What SwiftUI does: the push builds the destination (its body), then the covered list disappears and the detail
// appears (rules §14.3, §11.1); the detail's task starts after the appear callbacks (rules §11.3, §10.1). Popping
// before the sleep ends destroys the node: the detail disappears, the list appears (disappears first, rules §11.1),
// and the task is cancelled, so its `Task.sleep` throws and the `catch` runs in that turn (rules §1.4, §11.3). A task
// left alone finishes when the virtual clock reaches its deadline (rules §10.1).
// Sources: rules §1.4, §10.1, §11.1, §11.3, §14.3; https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct TrackDetail: View {
    let track: String

    var body: some View {
        let _ = print("TrackDetail body: \(track)")
        Text(track)
            .onAppear { print("detail onAppear") }
            .onDisappear { print("detail onDisappear") }
            .task {
                print("detail task started")
                do {
                    try await Task.sleep(for: .seconds(5))
                    print("detail task finished")
                } catch {
                    print("detail task cancelled")
                }
            }
    }
}

struct TracksView: View {
    var body: some View {
        let _ = print("TracksView body")
        NavigationStack {
            List {
                NavigationLink("Intro", value: "Intro")
            }
            .navigationDestination(for: String.self) { track in
                TrackDetail(track: track)
            }
            .onAppear { print("list onAppear") }
            .onDisappear { print("list onDisappear") }
        }
    }
}

:mount TracksView()
// expect: TracksView body
// expect: list onAppear
:tap "Intro"
// expect: TrackDetail body: Intro
// expect: detail onAppear
// expect: list onDisappear
// expect: detail task started
:advance 2s
:back
// expect: list onAppear
// expect: detail onDisappear
// expect: detail task cancelled
:tap "Intro"
// expect: TrackDetail body: Intro
// expect: detail onAppear
// expect: list onDisappear
// expect: detail task started
:advance 5s
// expect: detail task finished
:back
// expect: list onAppear
// expect: detail onDisappear
