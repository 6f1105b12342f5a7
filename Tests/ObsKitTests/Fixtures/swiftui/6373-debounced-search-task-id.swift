// "Debounce a search field" lessons (Kodeco, Swift with Majid, Sean Allen's GitHub Followers search): .task(id: query) sleeps 300 ms before searching, so every keystroke cancels the previous wait and only a pause in typing searches (Apple: View.task(id:priority:_:) "cancels the task if the id changes", Task.sleep throws CancellationError; README :type one character per turn, :advance)
import SwiftUI

struct RepoSearchView: View {
    @State private var query = ""
    @State private var results: [String] = []

    let allRepos = ["swift", "swift-format", "swiftlint", "swift-collections", "vapor", "alamofire"]

    var body: some View {
        NavigationStack {
            List(results, id: \.self) { repo in
                Label(repo, systemImage: "book.closed")
            }
            .navigationTitle("Repositories")
            .searchable(text: $query, prompt: "Search repos")
            .task(id: query) {
                guard !query.isEmpty else {
                    results = []
                    return
                }
                do {
                    try await Task.sleep(for: .milliseconds(300))
                } catch {
                    return
                }
                results = allRepos.filter { $0.hasPrefix(query.lowercased()) }
                print("searched '\(query)': \(results)")
            }
        }
    }
}

:mount RepoSearchView()
:search "sw"
:advance 100ms
:search "swi"
:advance 100ms
:search "swift-"
:advance 500ms
:search "v"
:advance 200ms
:search ""
:advance 500ms
:search "Vap"
:advance 1s

// expect: searched 'swift-': ["swift-format", "swift-collections"]
// expect: searched 'Vap': ["vapor"]
