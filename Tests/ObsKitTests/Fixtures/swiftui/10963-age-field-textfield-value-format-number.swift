// Hacking with Swift style (age field): TextField(value:format: .number) bound to an Int commits on Return, onSubmit sees the new value, onChange(of:) gets old and new; a text that does not parse leaves the value (rules §15.10, §11.1)
import SwiftUI

struct AgeView: View {
    @State private var age = 18

    var body: some View {
        let _ = print("body age=\(age)")
        Form {
            TextField("Age", value: $age, format: .number)
                .keyboardType(.numberPad)
            Text(age >= 21 ? "Can rent a car" : "Too young to rent")
        }
        .onSubmit {
            print("submitted, age is \(age)")
        }
        .onChange(of: age) { old, new in
            print("age \(old) -> \(new)")
        }
    }
}
:mount AgeView()
// expect: body age=18
:clear "Age"
:type "25" into "Age"
:submit "Age"
// expect: submitted, age is 25
// expect: body age=25
// expect: age 18 -> 25
:clear "Age"
:type "x" into "Age"
:submit "Age"
// expect: submitted, age is 25
:clear "Age"
:type "30" into "Age"
:submit "Age"
// expect: submitted, age is 30
// expect: body age=30
// expect: age 25 -> 30
