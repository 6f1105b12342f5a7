// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (limiting a PIN field to 4 digits by writing the old value back in onChange)
// onChange's action runs after the value changed, with the old and the new value. Writing the state from the
// action is a new change, so onChange runs once more for it (from the 5-character value back to 4), and that
// second run writes nothing. The field ends with 4 characters.
import SwiftUI

struct PinEntry: View {
    @State private var pin = ""

    var body: some View {
        Form {
            TextField("PIN", text: $pin)
            Text("\(pin.count) of 4")
        }
        .onChange(of: pin) { oldPin, newPin in
            print("pin \"\(oldPin)\" -> \"\(newPin)\"")
            if newPin.count > 4 {
                pin = oldPin
            }
        }
    }
}

:mount PinEntry()
:type "12345" into "PIN"
// expect: pin "" -> "1"
// expect: pin "1" -> "12"
// expect: pin "12" -> "123"
// expect: pin "123" -> "1234"
// expect: pin "1234" -> "12345"
// expect: pin "12345" -> "1234"
