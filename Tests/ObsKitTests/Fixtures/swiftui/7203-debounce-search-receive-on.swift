// Search as you type in the style of Combine tutorials: `$query.debounce(for: .milliseconds(300), scheduler:
// RunLoop.main).removeDuplicates().receive(on: RunLoop.main).sink { }` set up in the view model's init, a TextField
// bound to `$viewModel.query`.
// What SwiftUI/Combine does: every keystroke writes `query`, so the body runs per keystroke (rules §9.2, §10.1). The
// debounce passes a value on only after 300 ms with no newer one (Apple `debounce(for:scheduler:options:)`), on the
// virtual clock (rules §15.15); the first value, the empty query delivered at subscription (rules §6.3), goes through
// it too. `removeDuplicates` drops a debounced query equal to the last one searched, so typing the same text again
// searches nothing. The search writes `results`: one body after it.
// Sources: rules §6.3, §9.2, §10.1, §15.15;
// https://developer.apple.com/documentation/combine/publisher/debounce(for:scheduler:options:)
// https://developer.apple.com/documentation/combine/publisher/receive(on:options:)
import SwiftUI
import Combine

final class CitySearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private let allCities = ["Lisbon", "London", "Lyon", "Madrid", "Milan"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("CitySearchViewModel init")
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .receive(on: RunLoop.main)
            .sink { [weak self] text in
                self?.search(text)
            }
            .store(in: &cancellables)
    }

    private func search(_ text: String) {
        print("searching for '\(text)'")
        results = text.isEmpty ? [] : allCities.filter { $0.lowercased().hasPrefix(text.lowercased()) }
    }
}

struct CitySearchView: View {
    @StateObject private var viewModel = CitySearchViewModel()

    var body: some View {
        let _ = print("CitySearchView body: query '\(viewModel.query)', \(viewModel.results.count) results")
        VStack {
            TextField("City", text: $viewModel.query)
            List(viewModel.results, id: \.self) { city in
                Text(city)
            }
        }
    }
}

:mount CitySearchView()
// expect: CitySearchViewModel init
// expect: CitySearchView body: query '', 0 results
:advance 1s
// expect: searching for ''
// expect: CitySearchView body: query '', 0 results
:type "L" into "City"
// expect: CitySearchView body: query 'L', 0 results
:advance 100ms
:type "y" into "City"
// expect: CitySearchView body: query 'Ly', 0 results
:advance 300ms
// expect: searching for 'Ly'
// expect: CitySearchView body: query 'Ly', 1 results
:clear "City"
// expect: CitySearchView body: query '', 1 results
:type "Ly" into "City"
// expect: CitySearchView body: query 'L', 1 results
// expect: CitySearchView body: query 'Ly', 1 results
:advance 500ms
