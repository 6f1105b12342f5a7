// Blog style (Fatbobman): sorting and filtering the backing array: rows keep @State by id across a re-sort; a row filtered out and back is a new row with fresh state (rules §1.2, §1.4, §3.2, §2.7)
import SwiftUI

struct City: Identifiable {
    let id: String
    let population: Int
}

struct CityRow: View {
    let city: City
    @State private var pinned = false

    var body: some View {
        let _ = print("CityRow \(city.id) pinned=\(pinned)")
        Button(pinned ? "Pinned \(city.id)" : city.id) {
            pinned.toggle()
        }
    }
}

struct CitiesView: View {
    @State private var cities = [
        City(id: "Oslo", population: 700),
        City(id: "Lima", population: 10000),
        City(id: "Rome", population: 2800),
    ]
    @State private var ascending = true
    @State private var bigOnly = false

    private var shown: [City] {
        let filtered = bigOnly ? cities.filter { $0.population > 1000 } : cities
        return filtered.sorted {
            ascending ? $0.population < $1.population : $0.population > $1.population
        }
    }

    var body: some View {
        let _ = print("CitiesView body: \(shown.map(\.id).joined(separator: " "))")
        VStack {
            List(shown) { city in
                CityRow(city: city)
            }
            Toggle("Big cities only", isOn: $bigOnly)
            Button("Flip order") { ascending.toggle() }
        }
    }
}
:mount CitiesView()
// expect: CitiesView body: Oslo Rome Lima
// expect: CityRow Oslo pinned=false
// expect: CityRow Rome pinned=false
// expect: CityRow Lima pinned=false
:tap "Rome"
// expect: CityRow Rome pinned=true
:tap "Oslo"
// expect: CityRow Oslo pinned=true
:tap "Flip order"
// expect: CitiesView body: Lima Rome Oslo
:toggle "Big cities only"
// expect: CitiesView body: Lima Rome
:toggle "Big cities only"
// expect: CitiesView body: Lima Rome Oslo
// expect: CityRow Oslo pinned=false
:tap "Pinned Rome"
// expect: CityRow Rome pinned=false
