// forms and editing style: an address form whose onSubmit (on the Form) moves an optional-enum @FocusState to the next field and submits on the last; the body reads only the focus, so typing runs nothing and each Return runs it once (rules §15.10)
import SwiftUI

enum AddressField: Hashable {
    case street, city, zip
}

struct AddressForm: View {
    @State private var street = ""
    @State private var city = ""
    @State private var zip = ""
    @FocusState private var focused: AddressField?

    var body: some View {
        let _ = print("AddressForm body: focused=\(focused.map { "\($0)" } ?? "nil")")
        Form {
            TextField("Street", text: $street)
                .focused($focused, equals: .street)
            TextField("City", text: $city)
                .focused($focused, equals: .city)
            TextField("ZIP", text: $zip)
                .focused($focused, equals: .zip)
        }
        .onSubmit {
            switch focused {
            case .street:
                focused = .city
            case .city:
                focused = .zip
            default:
                focused = nil
                print("ship to \(street), \(city) \(zip)")
            }
        }
    }
}

:mount AddressForm()
// expect: AddressForm body: focused=nil
:focus "Street"
// expect: AddressForm body: focused=street
:type "1 Main St" into "Street"
:submit "Street"
// expect: AddressForm body: focused=city
:type "Oslo" into "City"
:submit "City"
// expect: AddressForm body: focused=zip
:type "0150" into "ZIP"
:submit "ZIP"
// expect: ship to 1 Main St, Oslo 0150
// expect: AddressForm body: focused=nil
