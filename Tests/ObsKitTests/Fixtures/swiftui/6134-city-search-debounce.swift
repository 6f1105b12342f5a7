// Search as you type in a view model, the Combine way: a @Published query piped through debounce,
// removeDuplicates and map into results in the model's init, stored in a Set<AnyCancellable>.
// Expected: keystrokes made at the same moment coalesce; the debounced value arrives 300 ms after the
// last one (ObsREPL's virtual clock, rules §15.15), filtered once per burst.
import SwiftUI
import Combine

final class CitySearchModel: ObservableObject {
    static let cities = ["Berlin", "Bern", "Bergen", "Boston", "Bordeaux"]

    @Published var query = ""
    @Published private(set) var matches: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .map { text in
                text.isEmpty ? [] : Self.cities.filter { $0.lowercased().hasPrefix(text.lowercased()) }
            }
            .sink { [weak self] results in
                print("searched, \(results.count) matches")
                self?.matches = results
            }
            .store(in: &cancellables)
    }
}

struct CitySearchView: View {
    @StateObject private var model = CitySearchModel()

    var body: some View {
        VStack {
            TextField("City", text: $model.query)
            ForEach(model.matches, id: \.self) { city in
                Text(city)
            }
        }
    }
}

:mount CitySearchView()
:type "ber" into "City"
:advance 300ms
:type "g" into "City"
:advance 1s

// expect: searched, 3 matches
// expect: searched, 1 matches
