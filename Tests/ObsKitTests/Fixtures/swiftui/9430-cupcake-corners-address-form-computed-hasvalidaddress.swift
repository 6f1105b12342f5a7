// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/validating-and-disabling-forms (Cupcake Corner's address form: a computed hasValidAddress that rejects blank and whitespace-only fields disables the checkout link; the form's body runs on every keystroke, in every field)
// The tutorial's challenge makes `hasValidAddress` trim whitespace, so "   " is not a name. The form's body reads it
// (for `.disabled`, and here a print), and an @Observable class records the properties a body reads while it runs
// (WWDC23 "Discover Observation in SwiftUI"). `||` stops at the first blank field, but the body also makes a binding
// for each TextField through @Bindable (`$order.streetAddress`), and a Binding holds its current value from when it
// is made, so making it reads the property: every field is a dependency of the form's body, and each keystroke in
// any field runs it once.
// - Type "1" into the street: runs, invalid (no name).
// - Type " " into the name: invalid (blank after trimming).
// - Type "A" into the name, "X" into the city: still invalid (no zip).
// - Type "9" into the zip: valid.
import SwiftUI
import Foundation

@Observable
class Order {
    var name = ""
    var streetAddress = ""
    var city = ""
    var zip = ""

    var hasValidAddress: Bool {
        if name.trimmingCharacters(in: .whitespaces).isEmpty
            || streetAddress.trimmingCharacters(in: .whitespaces).isEmpty
            || city.trimmingCharacters(in: .whitespaces).isEmpty
            || zip.trimmingCharacters(in: .whitespaces).isEmpty {
            return false
        }
        return true
    }
}

struct CheckoutView: View {
    var order: Order

    var body: some View {
        Text("Thanks, \(order.name)")
    }
}

struct AddressView: View {
    @Bindable var order: Order

    var body: some View {
        let _ = print("address form: valid \(order.hasValidAddress)")
        Form {
            Section {
                TextField("Name", text: $order.name)
                TextField("Street Address", text: $order.streetAddress)
                TextField("City", text: $order.city)
                TextField("Zip", text: $order.zip)
            }

            Section {
                NavigationLink("Check out") {
                    CheckoutView(order: order)
                }
            }
            .disabled(order.hasValidAddress == false)
        }
        .navigationTitle("Delivery details")
    }
}

struct CupcakeRoot: View {
    @State private var order = Order()

    var body: some View {
        NavigationStack {
            AddressView(order: order)
        }
    }
}

:mount CupcakeRoot()
// expect: address form: valid false
:type "1" into "Street Address"
// expect: address form: valid false
:type " " into "Name"
// expect: address form: valid false
:type "A" into "Name"
// expect: address form: valid false
:type "X" into "City"
// expect: address form: valid false
:type "9" into "Zip"
// expect: address form: valid true
