// Apple documentation style: `.sheet(item:onDismiss:content:)`, dismissed by a swipe
// What SwiftUI does: setting `chosen` presents the sheet and builds its content with the unwrapped city (rules §13.1).
// The picker's body never read `chosen` (making `$chosen` is not a read), so no picker body runs (rules §3.5, §8.7). A
// swipe sets the binding to nil, then calls `onDismiss`, which reads the live value, nil (rules §13.1, §3.4).
// Sources: rules §3.4, §3.5, §8.7, §13.1; https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
import SwiftUI

struct City: Identifiable {
    let name: String
    var id: String { name }
}

struct CityDetail: View {
    let city: City

    var body: some View {
        let _ = print("CityDetail body: \(city.name)")
        Text(city.name)
    }
}

struct CityPicker: View {
    @State private var chosen: City?
    private let cities = [City(name: "Oslo"), City(name: "Porto")]

    var body: some View {
        let _ = print("CityPicker body")
        VStack {
            ForEach(cities) { city in
                Button(city.name) { chosen = city }
            }
        }
        .sheet(item: $chosen, onDismiss: {
            print("onDismiss: chosen is \(chosen?.name ?? "nil")")
        }) { city in
            CityDetail(city: city)
        }
    }
}

:mount CityPicker()
// expect: CityPicker body
:tap "Porto"
// expect: CityDetail body: Porto
:dismiss
// expect: onDismiss: chosen is nil
:tap "Oslo"
// expect: CityDetail body: Oslo
