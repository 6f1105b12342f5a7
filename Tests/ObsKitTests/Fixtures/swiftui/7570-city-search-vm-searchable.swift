// Swift with Majid-style "search in MVVM": the search text lives in an @Observable view model, `.searchable` binds to
// it through a local `@Bindable`, and the results are a computed property of the view model
// What SwiftUI does: `.searchable(text:)` binds the search field's text (rules §15.10); `:search` sets the whole text
// in one turn, so each search is one write and one body run (rules §10.1). The body makes `$viewModel.query`, which
// reads `query` (rules §8.5), and reads `results`, computed from `query` (rules §8.3), so it runs on each new text.
// Setting the same text again assigns an equal String with `=`, which notifies nobody (rules §8.1). The view model is
// made once by the mounted screen's `@State` (rules §3.1, §3.2).
// Sources: rules §3.1, §3.2, §8.1, §8.3, §8.5, §10.1, §15.10; Apple `View/searchable(text:placement:prompt:)`
// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)
import SwiftUI

@MainActor
@Observable
final class CitySearchViewModel {
    var query = ""
    private let allCities = ["Lisbon", "Paris", "Parma", "Porto", "Prague"]

    init() {
        print("CitySearchViewModel init")
    }

    var results: [String] {
        guard !query.isEmpty else { return allCities }
        return allCities.filter { $0.lowercased().contains(query.lowercased()) }
    }
}

struct CitySearchScreen: View {
    @State private var viewModel = CitySearchViewModel()

    var body: some View {
        @Bindable var viewModel = viewModel
        let _ = print("CitySearchScreen body: '\(viewModel.query)' -> \(viewModel.results)")
        NavigationStack {
            List(viewModel.results, id: \.self) { city in
                Text(city)
            }
            .navigationTitle("Cities")
            .searchable(text: $viewModel.query, prompt: "Find a city")
        }
    }
}

:mount CitySearchScreen()
// expect: CitySearchViewModel init
// expect: CitySearchScreen body: '' -> ["Lisbon", "Paris", "Parma", "Porto", "Prague"]
:search "par"
// expect: CitySearchScreen body: 'par' -> ["Paris", "Parma"]
:search "par"
:search "por"
// expect: CitySearchScreen body: 'por' -> ["Porto"]
:search ""
// expect: CitySearchScreen body: '' -> ["Lisbon", "Paris", "Parma", "Porto", "Prague"]
