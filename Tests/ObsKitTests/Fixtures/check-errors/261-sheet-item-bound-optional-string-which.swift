// Check error: .sheet(item:) bound to an optional String, which is not Identifiable
import SwiftUI

struct CityList: View {
    let cities = ["Lisbon", "Oslo", "Kyoto"]
    @State private var selectedCity: String?

    var body: some View {
        List(cities, id: \.self) { city in
            Button(city) { selectedCity = city }
        }
        .sheet(item: $selectedCity) { city in
            Text("About \(city)")
        }
    }
}

:mount CityList()
// expect-error: instance method 'sheet(item:onDismiss:content:)' requires that 'String' conform to 'Identifiable'
