// Follows Apple's `onChange(of:initial:_:)` page
// (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)): an action that runs when a
// value changes, to "trigger a side effect as the result of a value changing". Own code: a phone number field
// that keeps its text formatted as 555-1234, by writing the formatted text back into its state.
// - Each keystroke writes `phone`; the body reads it and runs; then the action gets the new value (Apple, above;
//   the value compared is the one the body built, so the body comes first).
// - When the typed text is not yet formatted, the action writes the formatted text: an ordinary state write, so
//   another update runs the body with it (rules §3.4, §10.1). The action runs again for that change but, finding
//   the text formatted, prints and writes nothing.
// - `keyboardType(.phonePad)` only picks a keyboard; the typed "x" still arrives, and the formatter drops it.
// - The next keystroke goes after what the field holds, the formatted text (README, `:type`).
// - `format` checked with swiftc 6.3.1: "5551" -> "555-1", "555-12x" -> "555-12", "555-12" -> "555-12".
import SwiftUI

struct PhoneEntry: View {
    @State private var phone = ""

    var body: some View {
        let _ = print("PhoneEntry body: '\(phone)'")
        Form {
            TextField("Phone", text: $phone)
                .keyboardType(.phonePad)
                .onChange(of: phone) { _, newValue in
                    let formatted = Self.format(newValue)
                    if formatted != newValue {
                        print("reformat '\(newValue)' -> '\(formatted)'")
                        phone = formatted
                    }
                }
        }
    }

    static func format(_ raw: String) -> String {
        let digits = raw.filter(\.isNumber).prefix(7)
        if digits.count <= 3 {
            return String(digits)
        }
        return "\(digits.prefix(3))-\(digits.dropFirst(3))"
    }
}

:mount PhoneEntry()
// expect: PhoneEntry body: ''
:type "5551" into "Phone"
// expect: PhoneEntry body: '5'
// expect: PhoneEntry body: '55'
// expect: PhoneEntry body: '555'
// expect: PhoneEntry body: '5551'
// expect: reformat '5551' -> '555-1'
// expect: PhoneEntry body: '555-1'
:type "2x" into "Phone"
// expect: PhoneEntry body: '555-12'
// expect: PhoneEntry body: '555-12x'
// expect: reformat '555-12x' -> '555-12'
// expect: PhoneEntry body: '555-12'
