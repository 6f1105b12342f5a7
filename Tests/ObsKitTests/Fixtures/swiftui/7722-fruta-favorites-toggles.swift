// Apple sample style (Fruta): a favorites screen that binds a Toggle in each row into an array of Smoothie values with `ForEach($smoothies)`, a count computed from the array, and a "Favorites only" filter inside the rows.
// SwiftUI: a row's Toggle writes through its element binding back into the parent's @State array (rules §15.1); the parent reads the array and the filter, so it re-runs (rules §3.5). SwiftUI's
// inlinable `ForEach(_: Binding<C>)` hands each row `Binding { data.wrappedValue[index] } set: { ... }`, and a Binding(get:set:) made anew never compares equal (rules §2.5, §2.6), so every shown row
// runs again at each parent run, changed or not; rows hidden by the filter lose their nodes (rules §1.1, §1.2). Expectation corrected against rules §2.5 (first draft: only the changed row).
import SwiftUI

struct Smoothie: Identifiable, Equatable {
    let id: String
    let title: String
    var isFavorite: Bool
}

struct SmoothieFavoriteRow: View {
    @Binding var smoothie: Smoothie

    var body: some View {
        let _ = print("row \(smoothie.title): \(smoothie.isFavorite ? "favorite" : "-")")
        Toggle(smoothie.title, isOn: $smoothie.isFavorite)
            .tint(.pink)
    }
}

struct FavoritesView: View {
    @State private var smoothies = [
        Smoothie(id: "berry-blue", title: "Berry Blue", isFavorite: false),
        Smoothie(id: "mango-jambo", title: "Mango Jambo", isFavorite: true),
        Smoothie(id: "kiwi-cutie", title: "Kiwi Cutie", isFavorite: false),
        Smoothie(id: "papaya-power", title: "Papaya Power", isFavorite: false),
    ]
    @State private var showFavoritesOnly = false

    var favoriteCount: Int {
        smoothies.filter(\.isFavorite).count
    }

    var body: some View {
        let _ = print("favorites: \(favoriteCount), filter \(showFavoritesOnly ? "on" : "off")")
        NavigationStack {
            List {
                Section {
                    Toggle("Favorites only", isOn: $showFavoritesOnly)
                    Text("\(favoriteCount) favorite smoothies")
                }
                Section("Smoothies") {
                    ForEach($smoothies) { $smoothie in
                        if !showFavoritesOnly || smoothie.isFavorite {
                            SmoothieFavoriteRow(smoothie: $smoothie)
                        }
                    }
                }
            }
            .navigationTitle("Favorites")
        }
    }
}

:mount FavoritesView()
// expect: favorites: 1, filter off
// expect: row Berry Blue: -
// expect: row Mango Jambo: favorite
// expect: row Kiwi Cutie: -
// expect: row Papaya Power: -
:toggle "Berry Blue"
// expect: favorites: 2, filter off
// expect: row Berry Blue: favorite
// expect: row Mango Jambo: favorite
// expect: row Kiwi Cutie: -
// expect: row Papaya Power: -
:toggle "Kiwi Cutie"
// expect: favorites: 3, filter off
// expect: row Berry Blue: favorite
// expect: row Mango Jambo: favorite
// expect: row Kiwi Cutie: favorite
// expect: row Papaya Power: -
:toggle "Favorites only"
// expect: favorites: 3, filter on
// expect: row Berry Blue: favorite
// expect: row Mango Jambo: favorite
// expect: row Kiwi Cutie: favorite
:toggle "Kiwi Cutie"
// expect: favorites: 2, filter on
// expect: row Berry Blue: favorite
// expect: row Mango Jambo: favorite
:toggle "Favorites only"
// expect: favorites: 2, filter off
// expect: row Berry Blue: favorite
// expect: row Mango Jambo: favorite
// expect: row Kiwi Cutie: -
// expect: row Papaya Power: -
