// Combine style search view model: an ObservableObject pipes $query through debounce(for: 300 ms) on the main queue into results; every keystroke publishes query and runs the view, and the results arrive once typing has paused 300 ms on the virtual clock (rules §6.3, §15.15, §10.1)
import SwiftUI
import Combine

final class CitySearchModel: ObservableObject {
    static let cities = ["Oslo", "Osaka", "Ottawa", "Lima", "Lisbon"]

    @Published var query = ""
    @Published private(set) var results: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .map { text in
                text.isEmpty ? [] : CitySearchModel.cities.filter { $0.lowercased().hasPrefix(text.lowercased()) }
            }
            .sink { [weak self] found in
                print("debounced: \(found.count) found")
                self?.results = found
            }
            .store(in: &cancellables)
    }
}

struct CitySearchView: View {
    @StateObject private var model = CitySearchModel()

    var body: some View {
        let _ = print("CitySearchView body: '\(model.query)' \(model.results.count)")
        VStack {
            TextField("City", text: $model.query)
            ForEach(model.results, id: \.self) { city in
                Text(city)
            }
        }
    }
}

:mount CitySearchView()
// expect: CitySearchView body: '' 0
:type "os" into "City"
// expect: CitySearchView body: 'o' 0
// expect: CitySearchView body: 'os' 0
:advance 300ms
// expect: debounced: 2 found
// expect: CitySearchView body: 'os' 2
:type "l" into "City"
// expect: CitySearchView body: 'osl' 2
:advance 100ms
:advance 200ms
// expect: debounced: 1 found
// expect: CitySearchView body: 'osl' 1
