// The classic "my sheet shows the previous selection" question: a list sets `selectedCountry` and `showDetail`
// together, and the sheet shows the selection. The popular fix is to read the selection in the body (here, the
// print), or to use `sheet(item:)` (own names and code).
// What SwiftUI does: the presenter's body reads `selectedCountry`, so the tap runs that body first, with the new value
// (rules §3.5, §2.8); the sheet's escaping content is then built from the view value of that render, so it shows the
// country just chosen (rules §2.6, §13.1). Dismissing writes only the flag, which no body reads (rules §8.7).
// Sources: rules §2.6, §2.8, §3.5, §8.7, §13.1; https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
import SwiftUI

struct CountryDetail: View {
    let name: String

    var body: some View {
        let _ = print("CountryDetail body: '\(name)'")
        Text(name)
            .font(.largeTitle)
    }
}

struct CountryListView: View {
    let countries = ["France", "Japan"]
    @State private var selectedCountry = ""
    @State private var showDetail = false

    var body: some View {
        let _ = print("CountryListView body, selected '\(selectedCountry)'")
        List(countries, id: \.self) { country in
            Button(country) {
                selectedCountry = country
                showDetail = true
            }
        }
        .sheet(isPresented: $showDetail) {
            CountryDetail(name: selectedCountry)
        }
    }
}

:mount CountryListView()
// expect: CountryListView body, selected ''
:tap "Japan"
// expect: CountryListView body, selected 'Japan'
// expect: CountryDetail body: 'Japan'
:dismiss
:tap "France"
// expect: CountryListView body, selected 'France'
// expect: CountryDetail body: 'France'
