// Hacking with Swift style (address form): an Int-backed field enum steps the focus on each Return; validation runs in onChange(of: focus) when the focus leaves the ZIP field, and the error shows below it (rules §15.10, §11.1, §3.4)
import SwiftUI

enum AddressField: Int, CaseIterable, Hashable {
    case street, city, zip
}

struct AddressForm: View {
    @State private var street = ""
    @State private var city = ""
    @State private var zip = ""
    @State private var zipError: String?
    @FocusState private var focus: AddressField?

    var body: some View {
        let _ = print("address body, zip error: \(zipError ?? "none")")
        Form {
            TextField("Street", text: $street)
                .focused($focus, equals: .street)
            TextField("City", text: $city)
                .focused($focus, equals: .city)
            TextField("ZIP", text: $zip)
                .focused($focus, equals: .zip)
                .keyboardType(.numberPad)
            if let zipError {
                Text(zipError)
                    .foregroundStyle(.red)
            }
        }
        .onSubmit {
            if let current = focus, let next = AddressField(rawValue: current.rawValue + 1) {
                focus = next
            } else {
                focus = nil
            }
        }
        .onChange(of: focus) { oldField, _ in
            if oldField == .zip {
                zipError = zip.count == 5 && zip.allSatisfy(\.isNumber) ? nil : "ZIP must be 5 digits"
                print("validated zip '\(zip)'")
            }
        }
    }
}
:mount AddressForm()
// expect: address body, zip error: none
:focus "Street"
// expect: address body, zip error: none
:type "1 Main St" into "Street"
:submit "Street"
// expect: address body, zip error: none
:submit "City"
// expect: address body, zip error: none
:type "123" into "ZIP"
:submit "ZIP"
// expect: address body, zip error: none
// expect: validated zip '123'
// expect: address body, zip error: ZIP must be 5 digits
:focus "ZIP"
// expect: address body, zip error: ZIP must be 5 digits
:type "45" into "ZIP"
:focus "Street"
// expect: address body, zip error: ZIP must be 5 digits
// expect: validated zip '12345'
// expect: address body, zip error: none
