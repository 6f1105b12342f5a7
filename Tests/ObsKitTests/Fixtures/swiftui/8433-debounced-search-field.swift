// SwiftUI from Apple's documentation: debounce on a @Published property bound to a TextField
// Source: developer.apple.com/documentation/combine/publisher/debounce(for:scheduler:options:):
// "Publishes elements only after a specified time interval elapses between events"; Published:
// the subscriber receives the current value first (here "", swallowed because the typing follows
// within the interval). ObsREPL's README: `:type` types one character per turn without moving the
// clock; `:advance` moves it.
import SwiftUI
import Combine

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var results = "nothing yet"
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .sink { [weak self] text in
                print("searching for '\(text)'")
                self?.results = "results for \(text)"
            }
            .store(in: &cancellables)
    }
}

struct SearchView: View {
    @StateObject private var model = SearchModel()

    var body: some View {
        TextField("Search", text: $model.query)
        Text(model.results)
        Button("Show") { print("showing: \(model.results)") }
    }
}

:mount SearchView()
:type "owl" into "Search"
:tap "Show"
:advance 500ms
:tap "Show"
:type "s" into "Search"
:advance 500ms
:tap "Show"

// expect: showing: nothing yet
// expect: searching for 'owl'
// expect: showing: results for owl
// expect: searching for 'owls'
// expect: showing: results for owls
