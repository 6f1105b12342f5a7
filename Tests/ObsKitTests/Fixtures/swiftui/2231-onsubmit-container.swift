// Issue 13 (B), onSubmit on a container: the action applies to every text field inside it, so Return in
// either field runs it. `.onSubmit(of: .search)` only answers the search field, so it doesn't run for a
// text field's Return. `:submit "Title"` presses Return in the field titled Title.
// Source: https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:) (the action applies to the
// text fields in the modified hierarchy; the trigger `.search` answers only the search field),
// https://developer.apple.com/documentation/swiftui/submittriggers. Rules §3.
import SwiftUI

struct AddressForm: View {
    @State private var city = ""
    @State private var country = ""

    var body: some View {
        Form {
            TextField("City", text: $city)
            TextField("Country", text: $country)
        }
        .onSubmit {
            print("submitted [\(city)] [\(country)]")
        }
        .onSubmit(of: .search) {
            print("search submitted")
        }
    }
}

:mount AddressForm()
:type "Lyon" into "City"
:submit "City"
:type "France" into "Country"
:submit "Country"

// expect: submitted [Lyon] []
// expect: submitted [Lyon] [France]
