// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:) (rows are identified by the key path id: \.code; renaming a country keeps its code, so its row keeps its state and shows the new name, while changing the code itself gives the row a new identity that loses its state)
import SwiftUI

struct Country {
    var code: String
    var name: String
}

struct VisitRow: View {
    let country: Country
    @State private var visits = 0

    var body: some View {
        Button("\(country.name) visits \(visits)") {
            visits += 1
            print("\(country.code) \(country.name) visits \(visits)")
        }
    }
}

struct TravelLog: View {
    @State private var countries = [Country(code: "CZ", name: "Czech Republic"), Country(code: "NL", name: "Holland")]

    var body: some View {
        VStack {
            ForEach(countries, id: \.code) { country in
                VisitRow(country: country)
            }
            Button("Rename CZ") { countries[0].name = "Czechia" }
            Button("Recode NL") { countries[1].code = "NLD" }
        }
    }
}

:mount TravelLog()
:tap "Czech Republic visits 0"
:tap "Holland visits 0"
:tap "Rename CZ"
:tap "Czechia visits 1"
:tap "Recode NL"
:tap "Holland visits 0"
// expect: CZ Czech Republic visits 1
// expect: NL Holland visits 1
// expect: CZ Czechia visits 2
// expect: NLD Holland visits 1
