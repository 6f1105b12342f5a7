// Issue 13 (B), onMove: dragging a row calls the action with the source offsets and the destination
// offset in the data *before* the move, the convention of `Array.move(fromOffsets:toOffset:)`: moving the
// first of three rows to the end passes 3, not 2. `:move "Text" to N` drags the row showing Text so that it
// ends at position N (0-based, as the list shows it after the move); the runtime computes the offset
// SwiftUI passes (N + 1 when the row moves down, N when it moves up).
// Source: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:),
// https://developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:).
// Assumed: on iOS 16+ a List row with onMove can be dragged without entering edit mode (long press), so
// the scenario has no EditButton. Rules §1 (moved rows keep their identity), §3.
import SwiftUI

struct Recipe: View {
    @State private var steps = ["Boil", "Chop", "Serve"]

    var body: some View {
        List {
            ForEach(steps, id: \.self) { step in
                Text(step)
            }
            .onMove { source, destination in
                print("move", Array(source), "to", destination)
                steps.move(fromOffsets: source, toOffset: destination)
                print(steps)
            }
        }
    }
}

:mount Recipe()
:move "Boil" to 2
:move "Serve" to 0
:move "Chop" to 1

// expect: move [0] to 3
// expect: ["Chop", "Serve", "Boil"]
// expect: move [1] to 0
// expect: ["Serve", "Chop", "Boil"]
// expect: move [1] to 1
// expect: ["Serve", "Chop", "Boil"]
