// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/picker (a Picker over an enum's cases, here choosing the sort order of a list)
// Apple's Picker page iterates `Flavor.allCases` with ForEach; each option's implicit tag is the case
// itself (its `id` is `self`), matching the selection's type. Here the picked case selects how a computed
// property sorts the cities; nothing stores the sorted array, it is computed from state on every body run.
import SwiftUI

enum CitySort: String, CaseIterable, Identifiable {
    case name, population
    var id: Self { self }
}

struct City: Identifiable {
    let name: String
    let population: Int
    var id: String { name }
}

struct CityRanking: View {
    private let cities = [
        City(name: "Oslo", population: 709),
        City(name: "Bergen", population: 291),
        City(name: "Trondheim", population: 212),
        City(name: "Stavanger", population: 149),
    ]
    @State private var sort: CitySort = .name

    private var sortedCities: [City] {
        switch sort {
        case .name: cities.sorted { $0.name < $1.name }
        case .population: cities.sorted { $0.population > $1.population }
        }
    }

    var body: some View {
        let _ = print(sortedCities.map(\.name).joined(separator: ", "))
        List {
            Picker("Sort by", selection: $sort) {
                ForEach(CitySort.allCases) { option in
                    Text(option.rawValue.capitalized)
                }
            }
            ForEach(sortedCities) { city in
                Text("\(city.name): \(city.population)k")
            }
        }
    }
}

:mount CityRanking()
// expect: Bergen, Oslo, Stavanger, Trondheim
:pick "Population" in "Sort by"
// expect: Oslo, Bergen, Trondheim, Stavanger
:pick "Name" in "Sort by"
// expect: Bergen, Oslo, Stavanger, Trondheim
