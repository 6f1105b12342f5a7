// Stack Overflow answer: "why does every row re-render when I favorite one?" — each row is handed a new `onToggle` closure at every parent render
// What SwiftUI does: the parent's body builds every row's value again (rules §2.6). A closure that captures
// anything gets a new context each time it is made, so it never equals the last one (rules §2.4), and a row holding
// one differs at every parent render: every row's body runs, `@self changed.` (rules §2.7, §12.1), not only the row
// whose `isFavorite` changed. Rows first run with `@self` only: they have no dynamic properties (rules §12.2).
// Sources: rules §2.4, §2.6, §2.7, §12.1, §12.2; Airbnb Engineering, "Understanding and Improving SwiftUI Performance"
import SwiftUI

struct CityRow: View {
    let name: String
    let isFavorite: Bool
    let onToggle: () -> Void

    var body: some View {
        let _ = Self._printChanges()
        Button("\(isFavorite ? "★" : "☆") \(name)") {
            onToggle()
        }
    }
}

struct CitiesView: View {
    @State private var favorites: Set<String> = []
    private let cities = ["Oslo", "Lima", "Kyoto"]

    var body: some View {
        let _ = print("CitiesView body: \(favorites.count) favorites")
        List {
            ForEach(cities, id: \.self) { city in
                CityRow(name: city, isFavorite: favorites.contains(city)) {
                    toggle(city)
                }
            }
        }
    }

    private func toggle(_ city: String) {
        if favorites.contains(city) {
            favorites.remove(city)
        } else {
            favorites.insert(city)
        }
    }
}

:mount CitiesView()
// expect: CitiesView body: 0 favorites
// expect: CityRow: @self changed.
// expect: CityRow: @self changed.
// expect: CityRow: @self changed.
:tap "☆ Lima"
// expect: CitiesView body: 1 favorites
// expect: CityRow: @self changed.
// expect: CityRow: @self changed.
// expect: CityRow: @self changed.
