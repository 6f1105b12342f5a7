// Issue 13 (B), Group: a modifier on a Group applies to each member, not to the group. With
// `Group { if ... { A } else { B } }.task { }` the task belongs to whichever branch is shown, so when the load
// flips the branch the new member starts its own task: the data loads twice. The second load writes an
// equal array, so the body doesn't run again.
// Source: https://developer.apple.com/documentation/swiftui/group ("The modifier applies to all members of
// the group — and not to the group itself ... it executes every time isLoggedIn changes"),
// https://developer.apple.com/documentation/swiftui/view/task(priority:_:). Rules §3, §11.
import SwiftUI

struct Catalog: View {
    @State private var items: [String] = []
    @State private var loads = 0

    var body: some View {
        let _ = print("Catalog body,", items.count, "items")
        Group {
            if items.isEmpty {
                ProgressView("Loading")
            } else {
                List(items, id: \.self) { item in
                    Text(item)
                }
            }
        }
        .task {
            loads += 1
            let n = loads
            print("load \(n) started")
            try? await Task.sleep(for: .seconds(1))
            items = ["Tea", "Coffee"]
            print("load \(n) finished")
        }
    }
}

:mount Catalog()
:advance 1s
:advance 1s

// expect: Catalog body, 0 items
// expect: load 1 started
// expect: load 1 finished
// expect: Catalog body, 2 items
// expect: load 2 started
// expect: load 2 finished
