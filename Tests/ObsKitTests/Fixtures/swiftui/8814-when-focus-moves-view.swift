// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/focused(_:equals:) (when focus moves to a view, the binding sets the bound value to that view's match value; moving focus to another field sets the other field's value)
import SwiftUI

struct AddressForm: View {
    enum Line: Hashable {
        case street
        case city
    }

    @State private var street = ""
    @State private var city = ""
    @FocusState private var focusedLine: Line?

    var body: some View {
        VStack {
            TextField("Street", text: $street)
                .focused($focusedLine, equals: .street)
            TextField("City", text: $city)
                .focused($focusedLine, equals: .city)
        }
        .onChange(of: focusedLine) { oldValue, newValue in
            let old = oldValue.map { "\($0)" } ?? "none"
            let new = newValue.map { "\($0)" } ?? "none"
            print("focus \(old) -> \(new)")
        }
    }
}

:mount AddressForm()
:focus "Street"
:focus "City"
// expect: focus none -> street
// expect: focus street -> city
