// Style: Apple documentation page, `TextField(_:value:format:prompt:)`: the field keeps the typed text and sets the
// value "when the user commits their edits, such as by pressing the Return key" (Apple; rules §15.10). So typing runs
// no body; Return parses the text, sets `age` before the onSubmit action runs (it sees 42), and the body, which reads
// `age`, runs once. Text that doesn't parse leaves the value as it was: no body, and onSubmit still runs.
import SwiftUI

struct AgeForm: View {
    @State private var age = 30

    var body: some View {
        let _ = print("age body: \(age)")
        Form {
            TextField("Age", value: $age, format: .number)
                .onSubmit { print("submitted, age is \(age)") }
            Text("Next year: \(age + 1)")
        }
    }
}

:mount AgeForm()
// expect: age body: 30
:clear "Age"
:type "42" into "Age"
:submit "Age"
// expect: submitted, age is 42
// expect: age body: 42
:clear "Age"
:type "abc" into "Age"
:submit "Age"
// expect: submitted, age is 42
