// Apple sample style (Backyard Birds, app entry): an App struct owns an @Observable DataStore in @State and injects it; the content view shows ContentUnavailableView while `.task` generates the initial data, then a split view of backyards.
// SwiftUI: the App's @State initial value is made with the App and installed once (rules §15.16, §3.2); `.task` starts after the first appearance and its writes re-run only the views that read them (rules §11.3, §8.3);
// the `if` swaps the placeholder for the split view, a new node (rules §1.1); on iPhone the split view collapses, a row tap sets the selection and pushes the detail, `:back` clears it (rules §15.7).
import SwiftUI

struct BackyardSummary: Identifiable, Hashable {
    let id: Int
    let name: String
    let birdCount: Int
}

@Observable
final class DataStore {
    var backyards: [BackyardSummary] = []
    var isLoaded = false

    init() {
        print("DataStore init")
    }

    func generateInitialData() async {
        guard !isLoaded else { return }
        print("generating initial data")
        try? await Task.sleep(for: .seconds(2))
        backyards = [
            BackyardSummary(id: 1, name: "Maple Yard", birdCount: 4),
            BackyardSummary(id: 2, name: "Oak Corner", birdCount: 2),
        ]
        isLoaded = true
    }
}

struct BackyardSplitView: View {
    @Environment(DataStore.self) private var dataStore
    @State private var selection: BackyardSummary.ID?

    var body: some View {
        let _ = print("split view, selection \(selection.map { "\($0)" } ?? "none")")
        NavigationSplitView {
            List(dataStore.backyards, selection: $selection) { backyard in
                Text(backyard.name)
            }
            .navigationTitle("Backyards")
        } detail: {
            if let backyard = dataStore.backyards.first(where: { $0.id == selection }) {
                Text("\(backyard.name): \(backyard.birdCount) birds visiting")
                    .onAppear { print("showing \(backyard.name)") }
            } else {
                ContentUnavailableView("Select a Backyard", systemImage: "tree")
            }
        }
    }
}

struct ContentView: View {
    @Environment(DataStore.self) private var dataStore

    var body: some View {
        let _ = print("content: \(dataStore.isLoaded ? "loaded" : "loading")")
        Group {
            if dataStore.isLoaded {
                BackyardSplitView()
            } else {
                ContentUnavailableView("Preparing your backyards", systemImage: "bird")
            }
        }
        .task {
            await dataStore.generateInitialData()
        }
    }
}

struct BackyardBirdsApp: App {
    @State private var dataStore = DataStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(dataStore)
        }
    }
}

:mount BackyardBirdsApp()
// expect: DataStore init
// expect: content: loading
// expect: generating initial data
:advance 2s
// expect: content: loaded
// expect: split view, selection none
:tap "Oak Corner"
// expect: split view, selection 2
// expect: showing Oak Corner
:back
// expect: split view, selection none
