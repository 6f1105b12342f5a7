// Follows Apple's `TextField/init(_:value:format:prompt:)` page
// (https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-3fh51) with the
// `.currency(code:)` format on a Double, beside a `.number` field. Own code: splitting a bill.
// - A non-String value is written "when the user commits their edits, such as by pressing the Return key" (Apple
//   `textfield`); typing alone changes nothing the body reads, so nothing runs (rules §15.10).
// - Moving the focus to another field also commits (rules §15.10, `TextField(_:value:format:)`: "A commit is
//   `:submit` ... or the focus moving to another field"): `:focus "People"` commits "$42.00" as 42.0, one body.
// - Return in "People" commits 4, one body. The body formats with `.currency(code: "USD")` in the device's en_US
//   locale (README, "The device's settings"). Checked with swiftc 6.3.1 (Foundation, en_US locale): the currency
//   style parses "$42.00" as 42.0 and formats 42.0, 10.5 and 0 as "$42.00", "$10.50", "$0.00".
// - ObsREPL differs (checked with `obsrepl run`): `:focus "People"` commits nothing, so it prints no body there and
//   the last line reads "total $0.00, 4 people, each $0.00". Kept as written: rules §15.10 names the focus moving
//   to another field as a commit (Apple's "such as by pressing the Return key" gives Return as one way to commit,
//   not the only one); with `:submit "Total"` in its place ObsREPL prints the expected lines.
import SwiftUI

struct BillSplitView: View {
    @State private var total = 0.0
    @State private var people = 2

    var body: some View {
        let share = people > 0 ? total / Double(people) : 0
        let _ = print("BillSplitView body: total \(total.formatted(.currency(code: "USD"))), \(people) people, each \(share.formatted(.currency(code: "USD")))")
        Form {
            Section("Bill") {
                TextField("Total", value: $total, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
                TextField("People", value: $people, format: .number)
                    .keyboardType(.numberPad)
            }
            Section("Each pays") {
                Text(share, format: .currency(code: "USD"))
            }
        }
    }
}

:mount BillSplitView()
// expect: BillSplitView body: total $0.00, 2 people, each $0.00
:clear "Total"
:type "$42.00" into "Total"
:focus "People"
// expect: BillSplitView body: total $42.00, 2 people, each $21.00
:clear "People"
:type "4" into "People"
:submit "People"
// expect: BillSplitView body: total $42.00, 4 people, each $10.50
