// SwiftUI from Apple's documentation: onChange(of:initial:_:) resetting a dependent Picker (country, then city)
// Source: developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg: "You can use onChange to
// trigger a side effect as the result of a value changing". tag(_:includeOptional:): ForEach "automatically
// applies a default tag to each enumerated view using the id parameter" (the enum's id is Self; the cities'
// id is the String). Choosing a new country resets the city to that country's first city.
import SwiftUI

enum Country: String, CaseIterable, Identifiable {
    case france, japan
    var id: Self { self }
    var cities: [String] {
        switch self {
        case .france: ["Paris", "Lyon"]
        case .japan: ["Tokyo", "Osaka"]
        }
    }
}

struct DestinationForm: View {
    @State private var country: Country = .france
    @State private var city = "Paris"

    var body: some View {
        Form {
            Picker("Country", selection: $country) {
                ForEach(Country.allCases) { country in
                    Text(country.rawValue.capitalized)
                }
            }
            Picker("City", selection: $city) {
                ForEach(country.cities, id: \.self) { city in
                    Text(city)
                }
            }
            Button("Report") { print("\(country.rawValue.capitalized): \(city)") }
        }
        .onChange(of: country) { _, newCountry in
            city = newCountry.cities[0]
        }
    }
}

:mount DestinationForm()
:pick "Lyon" in "City"
:tap "Report"
:pick "Japan" in "Country"
:tap "Report"
:pick "Osaka" in "City"
:tap "Report"

// expect: France: Lyon
// expect: Japan: Tokyo
// expect: Japan: Osaka
