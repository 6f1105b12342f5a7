// Hacking with Swift style (shipping address): two Pickers where onChange(of: country) resets the city; the city's onChange fires in the next update, not in the one that changed the country (rules §11.1, §10.1, §15.5)
import SwiftUI

struct ShippingView: View {
    @State private var country = "France"
    @State private var city = "Paris"
    let cities = [
        "France": ["Paris", "Lyon"],
        "Japan": ["Tokyo", "Osaka"],
        "Canada": ["Toronto", "Montreal"],
    ]

    var body: some View {
        let _ = print("shipping to \(city), \(country)")
        Form {
            Picker("Country", selection: $country) {
                ForEach(cities.keys.sorted(), id: \.self) { name in
                    Text(name)
                }
            }
            Picker("City", selection: $city) {
                ForEach(cities[country] ?? [], id: \.self) { name in
                    Text(name)
                }
            }
        }
        .onChange(of: country) { oldCountry, newCountry in
            print("country \(oldCountry) -> \(newCountry)")
            city = cities[newCountry]?.first ?? ""
        }
        .onChange(of: city) { oldCity, newCity in
            print("city \(oldCity) -> \(newCity)")
        }
    }
}
:mount ShippingView()
// expect: shipping to Paris, France
:pick "Japan" in "Country"
// expect: shipping to Paris, Japan
// expect: country France -> Japan
// expect: shipping to Tokyo, Japan
// expect: city Paris -> Tokyo
:pick "Osaka" in "City"
// expect: shipping to Osaka, Japan
// expect: city Tokyo -> Osaka
