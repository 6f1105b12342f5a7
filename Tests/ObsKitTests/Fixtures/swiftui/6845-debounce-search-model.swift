// Follows Combine's `debounce(for:scheduler:options:)` page
// (https://developer.apple.com/documentation/combine/publisher/debounce(for:scheduler:options:)): "Publishes elements
// only after a specified time interval elapses between events." Own code: a city search model (ObservableObject)
// whose `$query` pipeline waits 400 ms after the last keystroke before searching; the sink is kept in a
// Set<AnyCancellable> (Apple `anycancellable/store(in:)`).
// - Subscribing to `$query` delivers its current value "" at once (rules §6.3), at the model's init; keystrokes come
//   before any time passes, so the debounce drops "" and each partial query, and only the last one is searched.
// - `:type` types one character per turn while the virtual clock stands still; debounce on the main queue waits on
//   the virtual clock and delivers in a turn of its own (README `:type`, `:advance`; rules §15.15).
// - Every `query` write sends objectWillChange, so the view, which observes the whole object, runs once per
//   keystroke (rules §6.3, §6.5, §10.1); the search's write of `results` runs it once more.
// - Times: "ber" at 0 ms, searched at 400 ms; "g" at 400 ms, "e" at 600 ms, searched at 1 000 ms.
import SwiftUI
import Combine

@MainActor
final class CitySearch: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private let cities = ["Berlin", "Bern", "Bergen", "Boston", "Bordeaux"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(400), scheduler: DispatchQueue.main)
            .sink { [weak self] text in
                self?.search(text)
            }
            .store(in: &cancellables)
    }

    private func search(_ text: String) {
        print("searching '\(text)'")
        results = cities.filter { $0.lowercased().hasPrefix(text.lowercased()) }
    }
}

struct CitySearchView: View {
    @StateObject private var search = CitySearch()

    var body: some View {
        let _ = print("CitySearchView body, '\(search.query)': \(search.results.isEmpty ? "no results" : search.results.joined(separator: ", "))")
        VStack {
            TextField("City", text: $search.query)
            List(search.results, id: \.self) { city in
                Text(city)
            }
        }
    }
}

:mount CitySearchView()
// expect: CitySearchView body, '': no results
:type "ber" into "City"
// expect: CitySearchView body, 'b': no results
// expect: CitySearchView body, 'be': no results
// expect: CitySearchView body, 'ber': no results
:advance 400ms
// expect: searching 'ber'
// expect: CitySearchView body, 'ber': Berlin, Bern, Bergen
:type "g" into "City"
// expect: CitySearchView body, 'berg': Berlin, Bern, Bergen
:advance 200ms
:type "e" into "City"
// expect: CitySearchView body, 'berge': Berlin, Bern, Bergen
:advance 399ms
:advance 1ms
// expect: searching 'berge'
// expect: CitySearchView body, 'berge': Bergen
:advance 2s
