// Follows Apple's TextField init(_:value:format:prompt:) (https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)): a bill field bound to a Double through a number format, split between people with a Stepper
// What SwiftUI does: for a non-String value the field keeps the typed text as its own and sets the value only
// when the user commits the edit, for example with Return; the text is parsed with the format, and text that
// does not parse leaves the value as it was (Apple's page; rules §15.10). So typing runs no body that reads the
// value; `:submit` commits, then runs `onSubmit`, which sees the new value; the body then runs once. The
// Stepper's press is a change of `people` the body reads.
// Sources: Apple `textfield/init(_:value:format:prompt:)`, `view/onsubmit(of:_:)`; rules §3.4, §15.10.
import SwiftUI

struct BillSplitter: View {
    @State private var bill: Double = 0
    @State private var people = 2

    var body: some View {
        let _ = print("bill \(bill), each \(bill / Double(people))")
        Form {
            TextField("Bill", value: $bill, format: .number)
                .submitLabel(.done)
                .onSubmit { print("submitted \(bill)") }
            Stepper("People", value: $people, in: 1...8)
        }
    }
}

:mount BillSplitter()
// expect: bill 0.0, each 0.0
:clear "Bill"
:type "84.5" into "Bill"
:submit "Bill"
// expect: submitted 84.5
// expect: bill 84.5, each 42.25
:step "People" up
// expect: bill 84.5, each 28.166666666666668
:clear "Bill"
:type "abc" into "Bill"
:submit "Bill"
// expect: submitted 84.5
