// Follows Apple's `TextField/init(_:value:format:prompt:)` page for an optional value
// (https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-6ug7k): "If `format`
// can't perform the conversion, the text field sets `binding.value` to `nil`." Own code: an optional target
// weight with the `.number` format and a "kg" prompt.
// - As for any non-String value, the binding is written when the user commits, such as by pressing Return (Apple
//   `textfield`): typing alone runs nothing (rules §15.10).
// - On Return the text is parsed and written; `onSubmit` runs after the commit and sees the new value (rules
//   §15.10); its line comes before the body of the update (rules §0.3, §10.1).
// - "heavy" can't be parsed, so the value becomes nil (Apple, above): one more body. Checked with swiftc 6.3.1
//   (Foundation): `FloatingPointFormatStyle<Double>.number`'s parse strategy throws for "heavy".
// - ObsREPL differs (checked with `obsrepl run`): it leaves the optional value at 72.5 for "heavy", as it does for
//   a non-optional value, so it prints "submit sees 72.5" and no body. Kept as written: Apple's page for the
//   optional form says the field sets the value to nil when the format can't convert the text (rules §15.10 says
//   "a text that does not parse leaves the value" without distinguishing the optional form, and mentions nil only
//   for an empty text, semantics 521).
import SwiftUI

struct TargetWeightForm: View {
    @State private var target: Double? = nil

    var body: some View {
        let _ = print("TargetWeightForm body: \(target.map { "\($0) kg" } ?? "no target")")
        Form {
            TextField("Target", value: $target, format: .number, prompt: Text("kg"))
                .keyboardType(.decimalPad)
                .onSubmit {
                    print("submit sees \(target.map { "\($0)" } ?? "nil")")
                }
        }
    }
}

:mount TargetWeightForm()
// expect: TargetWeightForm body: no target
:type "72.5" into "Target"
:submit "Target"
// expect: submit sees 72.5
// expect: TargetWeightForm body: 72.5 kg
:clear "Target"
:type "heavy" into "Target"
:submit "Target"
// expect: submit sees nil
// expect: TargetWeightForm body: no target
