// Follows Apple's `TextField/init(_:value:format:prompt:)` page
// (https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-3fh51) with the
// `.number` format on an Int. Own code: a table booking's guest count.
// - "For non-string types, it updates the value when the user commits their edits, such as by pressing the Return
//   key" (Apple `textfield`). Until then the typed text is the field's own: `:clear` and the keystrokes change no
//   state, so no body runs (rules §15.10, `TextField(_:value:format:)`).
// - On Return the text is parsed with the format and written to the binding; the `onSubmit` action runs after
//   that commit and sees the new value (rules §15.10). The action runs in the event, the body at the update after
//   it (rules §0.3, §10.1).
// - "If `format` can't perform the conversion, the text field leaves `binding.value` unchanged" (Apple, the
//   page's `format` parameter): "many" commits nothing, so the action sees 12 and no body runs. Checked with
//   swiftc 6.3.1 (Foundation): `IntegerFormatStyle<Int>.number`'s parse strategy throws for "many".
import SwiftUI

struct GuestCountForm: View {
    @State private var guests = 2

    var body: some View {
        let _ = print("GuestCountForm body: \(guests) guests")
        Form {
            TextField("Guests", value: $guests, format: .number)
                .keyboardType(.numberPad)
                .onSubmit { print("submitted with guests = \(guests)") }
            Text("Table for \(guests)")
        }
    }
}

:mount GuestCountForm()
// expect: GuestCountForm body: 2 guests
:clear "Guests"
:type "12" into "Guests"
:submit "Guests"
// expect: submitted with guests = 12
// expect: GuestCountForm body: 12 guests
:clear "Guests"
:type "many" into "Guests"
:submit "Guests"
// expect: submitted with guests = 12
:clear "Guests"
:type "3" into "Guests"
:submit "Guests"
// expect: submitted with guests = 3
// expect: GuestCountForm body: 3 guests
