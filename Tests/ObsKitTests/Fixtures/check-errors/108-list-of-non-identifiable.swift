// Mistake: builds a List directly from an array of a struct that is not Identifiable, without `id:`.
// Expected message: Xcode's (from knowledge; not machine-checked)
import SwiftUI

struct Country {
    let name: String
    let capital: String
    let population: Int
}

struct CountryList: View {
    let countries = [
        Country(name: "Portugal", capital: "Lisbon", population: 10_300_000),
        Country(name: "Norway", capital: "Oslo", population: 5_500_000),
        Country(name: "Chile", capital: "Santiago", population: 19_600_000),
    ]

    var body: some View {
        NavigationStack {
            List(countries) { country in
                VStack(alignment: .leading) {
                    Text(country.name)
                        .font(.headline)
                    Text(country.capital)
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Countries")
        }
    }
}

:mount CountryList()
// expect-error: initializer 'init(_:rowContent:)' requires that 'Country' conform to 'Identifiable'
