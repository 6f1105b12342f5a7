// Apple sample style (loading a store in `.task`, pull to refresh): an async load that writes an @Observable store.
// `.task` starts after the view appears (rules §11.3, §10.3): it sets `isLoading` and waits; the writes before the
// wait give one body run, and the writes after it (two properties, no await between) give one more (rules §10.1).
// `.refreshable` runs the same load on a pull (rules §15.10; `:refresh` runs it until it waits). Reloading equal
// sightings notifies nobody for that property (rules §8.1), but `isLoading` changes, so the body runs.
import SwiftUI

@MainActor
@Observable
final class SightingsStore {
    var sightings: [String] = []
    var isLoading = false

    func load() async {
        isLoading = true
        print("loading...")
        try? await Task.sleep(for: .seconds(2))
        sightings = ["Blue Jay", "Robin"]
        isLoading = false
        print("loaded \(sightings.count)")
    }
}

struct SightingsView: View {
    @State private var store = SightingsStore()

    var body: some View {
        let _ = print("SightingsView body: loading \(store.isLoading), \(store.sightings.count) sightings")
        NavigationStack {
            List {
                if store.isLoading {
                    ProgressView()
                }
                ForEach(store.sightings, id: \.self) { bird in
                    Text(bird)
                }
            }
            .navigationTitle("Sightings")
            .refreshable {
                await store.load()
            }
        }
        .task {
            await store.load()
        }
    }
}

:mount SightingsView()
// expect: SightingsView body: loading false, 0 sightings
// expect: loading...
// expect: SightingsView body: loading true, 0 sightings
:advance 1s
:advance 1s
// expect: loaded 2
// expect: SightingsView body: loading false, 2 sightings
:refresh
// expect: loading...
// expect: SightingsView body: loading true, 2 sightings
:advance 2s
// expect: loaded 2
// expect: SightingsView body: loading false, 2 sightings
