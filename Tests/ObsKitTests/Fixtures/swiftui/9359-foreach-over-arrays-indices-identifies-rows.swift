// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach (a ForEach over the array's indices identifies rows by position: after removing the first name, each row's @State stays with its position and now belongs to another name)
// ForEach computes views "on demand from an underlying collection of identified data"; the `id` you give is the
// row's identity, and "It's important that the id of a data element doesn't change unless you replace the data
// element with a new data element that has a new identity." With `ForEach(names.indices, id: \.self)` the id is the
// index, so removing "Ana" removes the last position (2), and row 0 (which counted Ana's taps) now shows Ben.
// - Tap Ana twice and Ben once: each row counts its own taps.
// - "Remove first": names are Ben, Cy; row 0 kept the count 2, row 1 the count 1.
// - Tap Ben: the row at position 0 goes to 3; tap Cy: the row at position 1 goes to 2.
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
            ForEach(names.indices, id: \.self) { index in
                TallyRow(name: names[index])
            }
            Button("Remove first") { names.removeFirst() }
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
// expect: Ben tapped, row count 3
:tap "Cy"
// expect: Cy tapped, row count 2
