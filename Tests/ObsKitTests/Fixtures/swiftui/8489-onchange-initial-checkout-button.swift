// SwiftUI from Apple's documentation: disabled(_:) and onChange(of:initial:_:) (a checkout button gated by form validation)
// Source: developer.apple.com/documentation/swiftui/view/disabled(_:): "Adds a condition that controls whether
// users can interact with this view." onChange(of:initial:_:): initial is "Whether the action should be run
// when this view initially appears", and the action runs again each time the value changes. Once a field is
// cleared the Check out button is no longer interactive, so tapping it runs nothing. (Cupcake Corner-style
// address validation from Hacking with Swift, in our words.)
import SwiftUI

struct AddressView: View {
    @State private var name = ""
    @State private var streetAddress = ""
    @State private var city = ""
    @State private var zip = ""

    var hasValidAddress: Bool {
        !(name.isEmpty || streetAddress.isEmpty || city.isEmpty || zip.isEmpty)
    }

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $name)
                TextField("Street Address", text: $streetAddress)
                TextField("City", text: $city)
                TextField("Zip", text: $zip)
            }
            Section {
                Button("Check out") {
                    print("placing order for \(name) in \(city) \(zip)")
                }
            }
            .disabled(hasValidAddress == false)
        }
        .onChange(of: hasValidAddress, initial: true) { _, valid in
            print("can check out: \(valid)")
        }
    }
}

:mount AddressView()
:type "Ann" into "Name"
:type "1 Infinite Loop" into "Street Address"
:type "Cupertino" into "City"
:type "95014" into "Zip"
:tap "Check out"
:clear "City"
:tap "Check out"

// expect: can check out: false
// expect: can check out: true
// expect: placing order for Ann in Cupertino 95014
// expect: can check out: false
// expect-error: disabled
