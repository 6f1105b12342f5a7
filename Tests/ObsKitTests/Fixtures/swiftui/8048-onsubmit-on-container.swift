// SwiftUI from Apple's documentation: one onSubmit on a container runs for a Return in any text field inside it
// Apple, View.onSubmit(of:_:) (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)): "A TextField, or SecureField
// will trigger this action when the user hits the hardware or software return key." "You may set this action on an individual view
// or an entire view hierarchy."
import SwiftUI

struct AddressForm: View {
    @State private var city = ""
    @State private var zip = ""

    var body: some View {
        VStack {
            TextField("City", text: $city)
            TextField("Zip", text: $zip)
        }
        .onSubmit {
            print("submit: city '\(city)', zip '\(zip)'")
        }
    }
}

:mount AddressForm()
:type "Oslo" into "City"
:submit "City"
// expect: submit: city 'Oslo', zip ''
:type "0150" into "Zip"
:submit "Zip"
// expect: submit: city 'Oslo', zip '0150'
