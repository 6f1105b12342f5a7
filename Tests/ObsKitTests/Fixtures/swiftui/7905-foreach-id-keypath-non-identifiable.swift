// Hacking with Swift style: a struct that isn't Identifiable, shown with `ForEach(countries, id: \.code)`. The
// key path names each row's identity (rules §1.2; Apple `foreach/init(_:id:content:)`). Inserting Austria at the
// top makes one new node; France keeps its node and its @State. Replacing France's element with one of the same
// code keeps the node too: the new value differs, so the body runs (§2.7), with the state it had (§3.2).
import SwiftUI

struct Country {
    let code: String
    let name: String
}

struct CountryRow: View {
    let country: Country
    @State private var visited = false

    var body: some View {
        let _ = print("row \(country.name) visited \(visited)")
        Button(visited ? "\(country.name) ✈︎" : country.name) { visited.toggle() }
    }
}

struct Atlas: View {
    @State private var countries = [Country(code: "FR", name: "France"), Country(code: "DE", name: "Germany")]

    var body: some View {
        List {
            ForEach(countries, id: \.code) { country in
                CountryRow(country: country)
            }
        }
        Button("Add Austria") { countries.insert(Country(code: "AT", name: "Austria"), at: 0) }
        Button("Rename FR") {
            if let i = countries.firstIndex(where: { $0.code == "FR" }) {
                countries[i] = Country(code: "FR", name: "République française")
            }
        }
    }
}

:mount Atlas()
// expect: row France visited false
// expect: row Germany visited false
:tap "France"
// expect: row France visited true
:tap "Add Austria"
// expect: row Austria visited false
:tap "Rename FR"
// expect: row République française visited true
