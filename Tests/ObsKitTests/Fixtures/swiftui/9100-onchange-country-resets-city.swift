// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (onChange as a side effect of a Picker's value changing)
// Two pickers: choosing a country resets the city to that country's first city, in `.onChange(of: country)`.
// - onChange: "You can use onChange to trigger a side effect as the result of a value changing"; the action sees the
//   new country after the update in which the body read it. So picking "Japan" runs the body with the old city,
//   then the action writes the city, and the body runs again.
// - Picking a city only writes `city`: one body run, no action.
import SwiftUI

struct AddressForm: View {
    @State private var country = "France"
    @State private var city = "Paris"
    let cities = ["France": ["Paris", "Lyon"], "Japan": ["Tokyo", "Osaka"]]

    var body: some View {
        let _ = print("address: \(city), \(country)")
        Form {
            Picker("Country", selection: $country) {
                ForEach(["France", "Japan"], id: \.self) { name in
                    Text(name)
                }
            }
            Picker("City", selection: $city) {
                ForEach(cities[country] ?? [], id: \.self) { name in
                    Text(name)
                }
            }
        }
        .onChange(of: country) { _, newCountry in
            city = cities[newCountry]?.first ?? ""
        }
    }
}

:mount AddressForm()
// expect: address: Paris, France
:pick "Japan" in "Country"
// expect: address: Paris, Japan
// expect: address: Tokyo, Japan
:pick "Osaka" in "City"
// expect: address: Osaka, Japan
