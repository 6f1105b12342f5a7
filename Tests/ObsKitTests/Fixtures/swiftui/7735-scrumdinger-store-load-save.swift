// Apple sample style (Scrumdinger, "Persisting data"): an App owns an ObservableObject ScrumStore in @StateObject, loads it in `.task`, passes `$store.scrums` down with a saveAction closure, and saves asynchronously.
// SwiftUI: the App's @StateObject is made once with the App (rules §15.16, §4.3); `.task` starts after the first appearance and its load, on the virtual clock, publishes the scrums (rules §11.3, §6.3);
// the list reads them through its @Binding and re-runs for each change (rules §9.2, §9.3); a swipe calls onDelete, which removes the row through the binding (rules §15.2);
// the save runs in a Task and prints when its sleep ends (rules §15.15).
import SwiftUI

struct DailyScrum: Identifiable, Equatable {
    let id: Int
    var title: String
}

@MainActor
final class ScrumStore: ObservableObject {
    @Published var scrums: [DailyScrum] = []

    init() {
        print("ScrumStore init")
    }

    func load() async throws {
        try await Task.sleep(for: .seconds(1))
        scrums = [
            DailyScrum(id: 1, title: "Design"),
            DailyScrum(id: 2, title: "App Dev"),
            DailyScrum(id: 3, title: "Web Dev"),
        ]
        print("loaded \(scrums.count) scrums")
    }

    func save(scrums: [DailyScrum]) async throws {
        try await Task.sleep(for: .milliseconds(500))
        print("saved \(scrums.map(\.title))")
    }
}

struct ScrumsView: View {
    @Binding var scrums: [DailyScrum]
    let saveAction: () -> Void

    var body: some View {
        let _ = print("ScrumsView: \(scrums.map(\.title))")
        NavigationStack {
            List {
                ForEach(scrums) { scrum in
                    Text(scrum.title)
                }
                .onDelete { offsets in
                    scrums.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Daily Scrums")
            .toolbar {
                Button("Save") {
                    saveAction()
                }
            }
        }
    }
}

struct ScrumdingerApp: App {
    @StateObject private var store = ScrumStore()

    var body: some Scene {
        WindowGroup {
            ScrumsView(scrums: $store.scrums) {
                Task {
                    do {
                        try await store.save(scrums: store.scrums)
                    } catch {
                        print("save failed")
                    }
                }
            }
            .task {
                do {
                    try await store.load()
                } catch {
                    print("load failed")
                }
            }
        }
    }
}

:mount ScrumdingerApp()
// expect: ScrumStore init
// expect: ScrumsView: []
:advance 1s
// expect: loaded 3 scrums
// expect: ScrumsView: ["Design", "App Dev", "Web Dev"]
:delete "App Dev"
// expect: ScrumsView: ["Design", "Web Dev"]
:tap "Save"
:advance 500ms
// expect: saved ["Design", "Web Dev"]
