// Follows Apple's `onChange(of:initial:_:)` page
// (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)): "You can use onChange to
// trigger a side effect as the result of a value changing, such as an Environment key or a Binding." Own code: a
// status field limited to 4 characters, trimmed by writing back into the text's state from the action.
// - Each keystroke writes `status` (Apple `textfield`); the body reads it: one body per keystroke (rules §3.5).
// - The action gets the old and new values that "failed the comparison check" (Apple, above). The value compared
//   is the one the body just built into the modifier, so the body runs first, then the action.
// - A write from the action is an ordinary state write: it queues another update (rules §3.4, §10.1), so the body
//   runs again with the trimmed text. The action is called again for that change (the value differs from the last
//   one), but prints only when it trims, so the script does not depend on that call.
// - The countdown Text reads `status`, so the screen follows the trimmed value.
import SwiftUI

struct StatusComposer: View {
    @State private var status = ""
    private let limit = 4

    var body: some View {
        let _ = print("StatusComposer body: '\(status)' (\(status.count)/\(limit))")
        VStack {
            TextField("Status", text: $status)
                .onChange(of: status) { oldValue, newValue in
                    if newValue.count > limit {
                        print("trim '\(newValue)' (was '\(oldValue)') to \(limit) characters")
                        status = String(newValue.prefix(limit))
                    }
                }
            Text("\(limit - status.count) left")
        }
    }
}

:mount StatusComposer()
// expect: StatusComposer body: '' (0/4)
:type "Gym" into "Status"
// expect: StatusComposer body: 'G' (1/4)
// expect: StatusComposer body: 'Gy' (2/4)
// expect: StatusComposer body: 'Gym' (3/4)
:type "!!" into "Status"
// expect: StatusComposer body: 'Gym!' (4/4)
// expect: StatusComposer body: 'Gym!!' (5/4)
// expect: trim 'Gym!!' (was 'Gym!') to 4 characters
// expect: StatusComposer body: 'Gym!' (4/4)
:clear "Status"
// expect: StatusComposer body: '' (0/4)
