// Sightings feed: pull to refresh with `.refreshable`, an async action on an @Observable feed, as Apple's
// refreshable documentation shows; own code.
// What SwiftUI does: a pull runs the async action (rules §15.10); it waits at Task.sleep (a stand-in for the
// network), then its writes change what the body read, so the body runs once after the action's writes (rules §8.3,
// §10.1). `refreshCount` is read by no body. Each pull runs the action again.
// Sources: rules §8.3, §10.1, §15.10; Apple https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
import SwiftUI

@Observable
final class SightingFeed {
    var sightings = ["Heron at the pond"]
    var refreshCount = 0

    func refresh() async {
        print("refresh started")
        try? await Task.sleep(for: .seconds(1))
        refreshCount += 1
        sightings.insert("New sighting \(refreshCount)", at: 0)
        print("refresh finished")
    }
}

struct SightingFeedView: View {
    @State private var feed = SightingFeed()

    var body: some View {
        let _ = print("SightingFeedView body: \(feed.sightings.first ?? "-") (\(feed.sightings.count))")
        NavigationStack {
            List(feed.sightings, id: \.self) { sighting in
                Text(sighting)
            }
            .refreshable {
                await feed.refresh()
            }
            .navigationTitle("Sightings")
        }
    }
}

:mount SightingFeedView()
// expect: SightingFeedView body: Heron at the pond (1)
:refresh
// expect: refresh started
:advance 1s
// expect: refresh finished
// expect: SightingFeedView body: New sighting 1 (2)
:refresh
// expect: refresh started
:advance 1s
// expect: refresh finished
// expect: SightingFeedView body: New sighting 2 (3)
