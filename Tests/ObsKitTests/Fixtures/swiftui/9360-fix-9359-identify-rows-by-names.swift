// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach (the fix for 9359: identify rows by the names themselves, and each row's @State follows its name when the first one is removed)
// ForEach: "It's important that the id of a data element doesn't change unless you replace the data element with a
// new data element that has a new identity." With `ForEach(names, id: \.self)` the row's identity is the name:
// removing "Ana" ends Ana's row (and its state), while Ben's and Cy's rows keep theirs. A name added later is a new
// identity with fresh state.
// - Tap Ana twice and Ben once.
// - "Remove first": Ben's row keeps 1, Cy's keeps 0.
// - Tap Ben: 2; tap Cy: 1.
// - "Add Ana": a new row for Ana, starting at 0: tap: 1.
import SwiftUI

struct TallyRow: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        Button(name) {
            taps += 1
            print("\(name) tapped, row count \(taps)")
        }
    }
}

struct TallyList: View {
    @State private var names = ["Ana", "Ben", "Cy"]

    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in
                TallyRow(name: name)
            }
            Button("Remove first") { names.removeFirst() }
            Button("Add Ana") { names.append("Ana") }
        }
    }
}

:mount TallyList()
:tap "Ana"
// expect: Ana tapped, row count 1
:tap "Ana"
// expect: Ana tapped, row count 2
:tap "Ben"
// expect: Ben tapped, row count 1
:tap "Remove first"
:tap "Ben"
// expect: Ben tapped, row count 2
:tap "Cy"
// expect: Cy tapped, row count 1
:tap "Add Ana"
:tap "Ana"
// expect: Ana tapped, row count 1
