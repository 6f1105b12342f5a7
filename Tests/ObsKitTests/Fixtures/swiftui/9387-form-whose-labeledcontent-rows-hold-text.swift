// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:content:) (a form whose LabeledContent rows hold a text field and a stepper, and show a formatted total)
// LabeledContent(_:content:) attaches a label to any view: Apple's example wraps a custom control. The wrapped
// controls work as usual: the text field, titled by its own placeholder "Required", writes the name, and the stepper
// writes the quantity. LabeledContent(_:value:format:) shows a value formatted with a FormatStyle. The form's body
// reads the name and the quantity, so each keystroke and each step runs it once.
import SwiftUI

struct OrderForm: View {
    @State private var name = ""
    @State private var quantity = 1
    private let unitPrice = 3

    var body: some View {
        let _ = print("body: \(name.isEmpty ? "(no name)" : name) x\(quantity) = \(quantity * unitPrice)")
        Form {
            Section("Order") {
                LabeledContent("Name") {
                    TextField("Required", text: $name)
                }
                LabeledContent("Quantity") {
                    Stepper("\(quantity)", value: $quantity, in: 1...5)
                }
                LabeledContent("Total", value: quantity * unitPrice, format: .number)
            }
        }
    }
}

:mount OrderForm()
// expect: body: (no name) x1 = 3
:type "Li" into "Required"
// expect: body: L x1 = 3
// expect: body: Li x1 = 3
:step "1" up 2
// expect: body: Li x2 = 6
// expect: body: Li x3 = 9
