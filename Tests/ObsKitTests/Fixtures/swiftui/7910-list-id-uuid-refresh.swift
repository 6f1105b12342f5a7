// Blog post, "Stop putting .id(UUID()) on your List": a UUID made in the body is a new explicit identity at every
// render of the parent (rules §1.2, §1.3), so any re-render, here an unrelated counter, throws away the whole list:
// every row's node dies and is made again, with fresh @State (§3.2), disappear for the old rows and appear for the
// new (§11.1, all disappears first, ObsREPL's choice). A row's own state change doesn't re-run the parent, so the
// list survives that.
import SwiftUI

struct TallyRow: View {
    let name: String
    @State private var count = 0

    var body: some View {
        let _ = print("row \(name) \(count)")
        Button("\(name) \(count)") { count += 1 }
            .onAppear { print("appear \(name)") }
            .onDisappear { print("disappear \(name)") }
    }
}

struct TallyBoard: View {
    let names = ["x", "y"]
    @State private var refreshes = 0

    var body: some View {
        let _ = print("board \(refreshes)")
        List {
            ForEach(names, id: \.self) { name in
                TallyRow(name: name)
            }
        }
        .id(UUID())
        Button("Refresh \(refreshes)") { refreshes += 1 }
    }
}

:mount TallyBoard()
// expect: board 0
// expect: row x 0
// expect: row y 0
// expect: appear x
// expect: appear y
:tap "x 0"
// expect: row x 1
:tap "Refresh 0"
// expect: board 1
// expect: row x 0
// expect: row y 0
// expect: disappear x
// expect: disappear y
// expect: appear x
// expect: appear y
