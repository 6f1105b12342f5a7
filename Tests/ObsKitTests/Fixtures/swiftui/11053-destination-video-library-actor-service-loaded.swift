// Apple sample style (Destination Video library): an actor service loaded with .task, a loading / empty / loaded state shown with ProgressView and ContentUnavailableView (rules §11.3, §10.1, §3.5) (expectation corrected against rules §11.2)
import SwiftUI

actor VideoService {
    private var catalog: [String]
    init(catalog: [String]) {
        self.catalog = catalog
        print("VideoService init \(catalog.count)")
    }
    func fetch() async throws -> [String] {
        try await Task.sleep(for: .seconds(2))
        return catalog
    }
}

enum LoadState {
    case loading
    case loaded([String])
}

struct LibraryView: View {
    let service: VideoService
    @State private var state: LoadState = .loading
    var body: some View {
        let _ = print("LibraryView body")
        Group {
            switch state {
            case .loading:
                ProgressView("Loading")
            case .loaded(let titles) where titles.isEmpty:
                ContentUnavailableView("No Videos", systemImage: "film")
            case .loaded(let titles):
                List(titles, id: \.self) { Text($0) }
            }
        }
        .task {
            print("task start")
            do {
                let titles = try await service.fetch()
                print("fetched \(titles.count)")
                state = .loaded(titles)
            } catch {
                print("failed \(error)")
            }
        }
    }
}

struct ContentView: View {
    @State private var service = VideoService(catalog: ["Hiking", "Sailing"])
    var body: some View {
        NavigationStack {
            LibraryView(service: service)
                .navigationTitle("Library")
        }
    }
}

:mount ContentView()
// expect: VideoService init 2
// expect: LibraryView body
// expect: task start
:advance 1s
:advance 1s
// expect: fetched 2
// expect: LibraryView body
// expect: task start
