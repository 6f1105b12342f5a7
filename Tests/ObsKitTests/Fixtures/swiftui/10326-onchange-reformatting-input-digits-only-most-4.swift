// forms and editing style: .onChange(of:) reformatting input (digits only, at most 4); the action's guarded write-back is a second change, so a rejected keystroke runs the body twice and onChange twice (rules §3.4, §10.1, §11.1)
import SwiftUI

struct PinForm: View {
    @State private var pin = ""

    var body: some View {
        let _ = print("PinForm body: '\(pin)'")
        Form {
            TextField("PIN", text: $pin)
                .onChange(of: pin) { oldValue, newValue in
                    print("onChange '\(oldValue)' -> '\(newValue)'")
                    let digits = String(newValue.filter(\.isNumber).prefix(4))
                    if digits != newValue {
                        pin = digits
                    }
                }
            Text("\(pin.count)/4 digits")
        }
    }
}

:mount PinForm()
// expect: PinForm body: ''
:type "1" into "PIN"
// expect: PinForm body: '1'
// expect: onChange '' -> '1'
:type "x" into "PIN"
// expect: PinForm body: '1x'
// expect: onChange '1' -> '1x'
// expect: PinForm body: '1'
// expect: onChange '1x' -> '1'
:type "234" into "PIN"
// expect: PinForm body: '12'
// expect: onChange '1' -> '12'
// expect: PinForm body: '123'
// expect: onChange '12' -> '123'
// expect: PinForm body: '1234'
// expect: onChange '123' -> '1234'
:type "5" into "PIN"
// expect: PinForm body: '12345'
// expect: onChange '1234' -> '12345'
// expect: PinForm body: '1234'
// expect: onChange '12345' -> '1234'
