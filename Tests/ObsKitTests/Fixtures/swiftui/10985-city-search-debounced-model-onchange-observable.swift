// Hacking with Swift style (city search, debounced in the model): onChange(of:) on an @Observable query calls a model method that cancels its pending Task and starts one that sleeps 250 ms; only the last search lands (rules §8.3, §11.1, §10.1)
import SwiftUI
import Observation

@MainActor
@Observable
final class CitySearch {
    var query = ""
    var matches: [String] = []
    @ObservationIgnored private var pending: Task<Void, Never>?
    private let all = ["Berlin", "Bern", "Bergen", "Boston", "Barcelona"]

    func queryChanged() {
        pending?.cancel()
        let q = query
        pending = Task {
            try? await Task.sleep(for: .milliseconds(250))
            guard !Task.isCancelled else { return }
            matches = q.isEmpty ? [] : all.filter { $0.lowercased().hasPrefix(q.lowercased()) }
            print("matches for '\(q)': \(matches.count)")
        }
    }
}

struct CitySearchView: View {
    @State private var search = CitySearch()

    var body: some View {
        let _ = print("city list: \(search.matches)")
        List {
            TextField("City", text: $search.query)
            ForEach(search.matches, id: \.self) { city in
                Text(city)
            }
        }
        .onChange(of: search.query) {
            search.queryChanged()
        }
    }
}
:mount CitySearchView()
// expect: city list: []
:type "Ber" into "City"
// expect: city list: []
// expect: city list: []
// expect: city list: []
:advance 250ms
// expect: matches for 'Ber': 3
// expect: city list: ["Berlin", "Bern", "Bergen"]
:type "l" into "City"
// expect: city list: ["Berlin", "Bern", "Bergen"]
:advance 100ms
:advance 150ms
// expect: matches for 'Berl': 1
// expect: city list: ["Berlin"]
