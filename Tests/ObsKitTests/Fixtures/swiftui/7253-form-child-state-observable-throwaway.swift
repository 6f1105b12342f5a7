// Checkout form whose address section is a subview owning an @Observable draft in @State (`@State private var
// draft = AddressDraft()`), edited through `$draft.street`, as Apple's State page allows for Observable classes.
// What SwiftUI does: the @State initial expression runs at every init of the subview (rules §3.1): each keystroke in
// the parent's name field runs the parent's body, which makes a new AddressForm value and a new draft. Storage is made
// once, so the installed draft stays number 1 (rules §3.2); each later one is a throwaway kept only by the view value
// that made it and released when the next parent render replaces that value (rules §3.3, T6). The new value's @State
// holds another object, so AddressForm differs and its body runs (rules §2.5). Typing the street changes draft 1,
// read by AddressForm only (rules §8.3, §8.5).
// Sources: rules §2.5, §3.1, §3.2, §3.3, §8.3, T6; https://developer.apple.com/documentation/swiftui/state
import SwiftUI
import Observation

@Observable
final class AddressDraft {
    static var made = 0
    var street = ""
    var city = ""
    let serial: Int

    init() {
        AddressDraft.made += 1
        serial = AddressDraft.made
        print("AddressDraft \(serial) init")
    }

    deinit {
        print("AddressDraft \(serial) deinit")
    }
}

struct AddressForm: View {
    @State private var draft = AddressDraft()

    var body: some View {
        let _ = print("AddressForm body: draft \(draft.serial), '\(draft.street)'")
        Section("Address") {
            TextField("Street", text: $draft.street)
            TextField("City", text: $draft.city)
        }
    }
}

struct CheckoutForm: View {
    @State private var fullName = ""

    var body: some View {
        let _ = print("CheckoutForm body: '\(fullName)'")
        Form {
            Section("Name") {
                TextField("Full name", text: $fullName)
            }
            AddressForm()
        }
    }
}

:mount CheckoutForm()
// expect: CheckoutForm body: ''
// expect: AddressDraft 1 init
// expect: AddressForm body: draft 1, ''
:type "J" into "Full name"
// expect: CheckoutForm body: 'J'
// expect: AddressDraft 2 init
// expect: AddressForm body: draft 1, ''
:type "o" into "Full name"
// expect: CheckoutForm body: 'Jo'
// expect: AddressDraft 3 init
// expect: AddressDraft 2 deinit
// expect: AddressForm body: draft 1, ''
:type "Elm" into "Street"
// expect: AddressForm body: draft 1, 'E'
// expect: AddressForm body: draft 1, 'El'
// expect: AddressForm body: draft 1, 'Elm'
