// Apple docs `EditButton` (the fruits example: ForEach with .onDelete and .onMove in a List, EditButton in the toolbar).
// Swipe-to-delete calls onDelete with the row's offset in the ForEach's data, and a drag calls onMove with the
// source offsets and the destination as an offset *before* the move (Apple `dynamicviewcontent/ondelete(perform:)`,
// `onmove(perform:)`, rules §15.2): dragging Apple from 0 to the end of three rows gives destination 3, dragging it
// back to the top gives 0. The actions change the array; the body reads it and runs once per action. Entering and
// leaving edit mode runs no body here: the view doesn't read the edit mode (rules §15.25).
import SwiftUI

struct FruitList: View {
    @State private var fruits = [
        "Apple",
        "Banana",
        "Papaya",
        "Mango"
    ]

    var body: some View {
        let _ = print("body: \(fruits.joined(separator: ", "))")
        NavigationStack {
            List {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit)
                }
                .onDelete { offsets in
                    print("onDelete \(Array(offsets))")
                    fruits.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    print("onMove \(Array(source)) to \(destination)")
                    fruits.move(fromOffsets: source, toOffset: destination)
                }
            }
            .navigationTitle("Fruits")
            .toolbar {
                EditButton()
            }
        }
    }
}

:mount FruitList()
// expect: body: Apple, Banana, Papaya, Mango
:tap "Edit"
:delete "Banana"
// expect: onDelete [1]
// expect: body: Apple, Papaya, Mango
:move "Apple" to 2
// expect: onMove [0] to 3
// expect: body: Papaya, Mango, Apple
:move "Apple" to 0
// expect: onMove [2] to 0
// expect: body: Apple, Papaya, Mango
:tap "Done"
:delete "Mango"
// expect: onDelete [2]
// expect: body: Apple, Papaya
