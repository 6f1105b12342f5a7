// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/lazyvstack (a LazyVStack of rows in a ScrollView)
// Apple's LazyVStack page stacks `Text("Row \($0)")` rows from a ForEach in a ScrollView; the stack is lazy: it
// makes a row only when it needs to show it. Here there are four short rows, all on screen, so all four are
// made at once, in order; "Load more" appends two rows, which appear in turn.
import SwiftUI

struct RowFeed: View {
    @State private var rows = Array(1...4)

    var body: some View {
        VStack {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(rows, id: \.self) { value in
                        Text("Row \(value)")
                            .onAppear { print("appear Row \(value)") }
                    }
                }
            }
            Button("Load more") { rows.append(contentsOf: [rows.count + 1, rows.count + 2]) }
        }
    }
}

:mount RowFeed()
// expect: appear Row 1
// expect: appear Row 2
// expect: appear Row 3
// expect: appear Row 4
:tap "Load more"
// expect: appear Row 5
// expect: appear Row 6
