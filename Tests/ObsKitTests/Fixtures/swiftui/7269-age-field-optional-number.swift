// Age gate with an optional number field, `TextField("Age", value: $age, format: .number)` over `Int?`, an onSubmit
// on the Form, a LabeledContent shown once there is an age, and a Continue button disabled while it is nil.
// What SwiftUI does: typing changes only the field's text; Return commits it before the onSubmit action, which sees
// the new value, then the body runs (rules §15.10). A text that does not parse makes an optional value nil (Apple's
// page for this initializer; rules §15.10), and the field then shows it formatted, empty.
// Sources: rules §3.4, §15.10; https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)
// https://developer.apple.com/documentation/swiftui/labeledcontent
import SwiftUI

struct AgeGate: View {
    @State private var age: Int?

    var body: some View {
        let _ = print("AgeGate body: age \(age.map { String($0) } ?? "nil")")
        Form {
            TextField("Age", value: $age, format: .number)
                .keyboardType(.numberPad)
            if let age {
                LabeledContent("Status", value: age >= 18 ? "Adult" : "Minor")
            }
            Button("Continue") {
                print("continuing with age \(age ?? 0)")
            }
            .disabled(age == nil)
        }
        .onSubmit {
            print("submitted: \(age.map { String($0) } ?? "nil")")
        }
    }
}

:mount AgeGate()
// expect: AgeGate body: age nil
:type "21" into "Age"
:submit "Age"
// expect: submitted: 21
// expect: AgeGate body: age 21
:tap "Continue"
// expect: continuing with age 21
:clear "Age"
:type "abc" into "Age"
:submit "Age"
// expect: submitted: nil
// expect: AgeGate body: age nil
:type "7" into "Age"
:submit "Age"
// expect: submitted: 7
// expect: AgeGate body: age 7
