// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/publisher/debounce(for:scheduler:options:) (a search model debounces $query on the main queue: typing quickly publishes once, after the pause, with the whole text)
import SwiftUI
import Combine

final class CatalogSearch: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private let catalog = ["cat", "car", "dog"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .dropFirst()
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .sink { [weak self] text in
                print("searching '\(text)'")
                guard let self else { return }
                self.results = self.catalog.filter { $0.hasPrefix(text) }
            }
            .store(in: &cancellables)
    }
}

struct CatalogView: View {
    @StateObject private var search = CatalogSearch()

    var body: some View {
        VStack {
            TextField("Search", text: $search.query)
            Button("Show results") { print(search.results) }
        }
    }
}

:mount CatalogView()
:type "ca" into "Search"
:advance 1s
:tap "Show results"
:type "t" into "Search"
:advance 1s
:tap "Show results"
// expect: searching 'ca'
// expect: ["cat", "car"]
// expect: searching 'cat'
// expect: ["cat"]
