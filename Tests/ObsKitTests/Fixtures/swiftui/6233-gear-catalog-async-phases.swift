// An async catalog loader (@Observable, @MainActor) started by .task, with idle/loading/empty/loaded/failed phases; the first fetch fails, the retry comes back empty, the reload succeeds; expected output by the SwiftUI rules (rules §11 .task starts after appear; §8 Observation invalidates the reader, §10 changes flush when the task waits or the turn ends; Apple: task(priority:_:), ContentUnavailableView)
import SwiftUI
import Observation

enum CatalogError: Error {
    case offline
}

@MainActor
@Observable
final class GearCatalog {
    enum Phase {
        case idle
        case loading
        case empty
        case loaded([String])
        case failed(String)
    }

    var phase = Phase.idle
    private var attempt = 0

    private func fetchItems() async throws -> [String] {
        attempt += 1
        try await Task.sleep(for: .seconds(1))
        switch attempt {
        case 1: throw CatalogError.offline
        case 2: return []
        default: return ["Lantern", "Tent"]
        }
    }

    func load() async {
        phase = .loading
        do {
            let items = try await fetchItems()
            phase = items.isEmpty ? .empty : .loaded(items)
        } catch {
            phase = .failed("\(error)")
        }
    }
}

struct GearCatalogView: View {
    @State private var catalog = GearCatalog()

    private var phaseLabel: String {
        switch catalog.phase {
        case .idle: "idle"
        case .loading: "loading"
        case .empty: "empty"
        case .loaded(let items): "loaded " + items.joined(separator: ", ")
        case .failed(let reason): "failed (\(reason))"
        }
    }

    var body: some View {
        let _ = print("catalog body: \(phaseLabel)")
        NavigationStack {
            Group {
                switch catalog.phase {
                case .idle, .loading:
                    ProgressView("Loading gear…")
                case .empty:
                    ContentUnavailableView {
                        Label("No gear yet", systemImage: "tray")
                    } actions: {
                        Button("Reload") {
                            Task { await catalog.load() }
                        }
                    }
                case .loaded(let items):
                    List(items, id: \.self) { item in
                        Text(item)
                    }
                case .failed(let reason):
                    VStack {
                        Text("Could not load: \(reason)")
                        Button("Try Again") {
                            Task { await catalog.load() }
                        }
                    }
                }
            }
            .navigationTitle("Gear")
        }
        .task {
            await catalog.load()
        }
    }
}

:mount GearCatalogView()
:advance 1s
:tap "Try Again"
:advance 1s
:tap "Reload"
:advance 1s

// expect: catalog body: idle
// expect: catalog body: loading
// expect: catalog body: failed (offline)
// expect: catalog body: loading
// expect: catalog body: empty
// expect: catalog body: loading
// expect: catalog body: loaded Lantern, Tent
