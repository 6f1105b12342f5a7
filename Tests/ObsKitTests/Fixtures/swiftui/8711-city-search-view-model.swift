// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/publisher/assign(to:) (a city search view model maps its @Published query with a small Combine pipeline — map, removeDuplicates — and republishes the matches into @Published results with assign(to: &$results))
import SwiftUI
import Combine

final class CitySearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private let cities = ["Berlin", "Bern", "Boston", "Lisbon", "Oslo"]

    init() {
        $query
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .removeDuplicates()
            .map { [cities] text in
                text.isEmpty ? cities : cities.filter { $0.lowercased().hasPrefix(text) }
            }
            .assign(to: &$results)
    }
}

struct CitySearchView: View {
    @StateObject private var viewModel = CitySearchViewModel()

    var body: some View {
        VStack {
            TextField("City", text: $viewModel.query)
            ForEach(viewModel.results, id: \.self) { Text($0) }
        }
        .onChange(of: viewModel.results) { _, results in
            print("\(viewModel.query.debugDescription): \(results)")
        }
    }
}

:mount CitySearchView()
:type "Ber" into "City"
:type "l" into "City"
:clear "City"
// expect: "B": ["Berlin", "Bern", "Boston"]
// expect: "Be": ["Berlin", "Bern"]
// expect: "Berl": ["Berlin"]
// expect: "": ["Berlin", "Bern", "Boston", "Lisbon", "Oslo"]
