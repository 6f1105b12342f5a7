// Follows Apple's EditButton (https://developer.apple.com/documentation/swiftui/editbutton): a list of vegetables with delete and move, and an EditButton in the toolbar
// What SwiftUI does: a swipe calls `onDelete` with the offsets of the rows in the ForEach's data; a drag calls
// `onMove` with the source offsets and the destination as an offset before the move, so a row dragged down
// gets its final position plus one (Apple `dynamicviewcontent/ondelete(perform:)`, `onmove(perform:)`; rules
// §15.2). The EditButton toggles edit mode and reads "Done" while it is active (rules §15.25). Apple's example
// passes the offsets straight to `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`; here the actions also
// print them.
// Sources: Apple `editbutton`, `dynamicviewcontent/ondelete(perform:)`, `dynamicviewcontent/onmove(perform:)`;
// rules §15.2, §15.25.
import SwiftUI

struct VegetableList: View {
    @State private var vegetables = ["Kale", "Carrot", "Leek", "Onion"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(vegetables, id: \.self) { vegetable in
                    Text(vegetable)
                }
                .onDelete { offsets in
                    print("delete \(Array(offsets))")
                    vegetables.remove(atOffsets: offsets)
                    print("now: \(vegetables.joined(separator: ", "))")
                }
                .onMove { source, destination in
                    print("move \(Array(source)) to \(destination)")
                    vegetables.move(fromOffsets: source, toOffset: destination)
                    print("now: \(vegetables.joined(separator: ", "))")
                }
            }
            .navigationTitle("Vegetables")
            .toolbar { EditButton() }
        }
    }
}

:mount VegetableList()
:tap "Edit"
:delete "Carrot"
// expect: delete [1]
// expect: now: Kale, Leek, Onion
:move "Onion" to 0
// expect: move [2] to 0
// expect: now: Onion, Kale, Leek
:move "Onion" to 2
// expect: move [0] to 3
// expect: now: Kale, Leek, Onion
:tap "Done"
