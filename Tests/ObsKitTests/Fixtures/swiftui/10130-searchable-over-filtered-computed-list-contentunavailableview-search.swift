// what's-new style: `.searchable` over a filtered computed list, with `ContentUnavailableView.search(text:)` as the overlay when nothing matches and an `onChange(of:)` on the filtered result; each `:search` is one body run (rules §15.10, §3.5, §11.1)
import SwiftUI

struct CityPicker: View {
    @State private var query = ""
    let cities = ["Berlin", "Bern", "Boston", "Lima", "Oslo"]

    var filtered: [String] {
        query.isEmpty ? cities : cities.filter { $0.lowercased().contains(query.lowercased()) }
    }

    var body: some View {
        let _ = print("CityPicker body: '\(query)' -> \(filtered.count)")
        NavigationStack {
            List(filtered, id: \.self) { city in
                Text(city)
            }
            .overlay {
                if filtered.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .searchable(text: $query)
            .onChange(of: filtered) { oldValue, newValue in
                print("results \(oldValue.count) -> \(newValue.count)")
            }
        }
    }
}

:mount CityPicker()
// expect: CityPicker body: '' -> 5
:search "ber"
// expect: CityPicker body: 'ber' -> 2
// expect: results 5 -> 2
:search "zz"
// expect: CityPicker body: 'zz' -> 0
// expect: results 2 -> 0
:search ""
// expect: CityPicker body: '' -> 5
// expect: results 0 -> 5
