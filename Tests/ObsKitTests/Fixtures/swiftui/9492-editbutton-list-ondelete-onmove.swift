// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/editbutton (EditButton list with onDelete and onMove)
// Apple's EditButton page: the ForEach "defines behaviors for onDelete(perform:) and onMove(perform:)"; the edit
// button's edit mode shows their controls. onDelete gets the offsets of the deleted rows; onMove gets the source
// offsets and a destination offset "before the move", the convention of move(fromOffsets:toOffset:): dragging the first
// of three rows to the bottom passes 3, dragging the last row to the top passes 0.
// - Edit; delete Banana; drag Apple to the bottom; drag it back to the top.
import SwiftUI

struct FruitList: View {
    @State private var fruits = [
        "Apple",
        "Banana",
        "Papaya",
        "Mango"
    ]

    var body: some View {
        NavigationView {
            List {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit)
                }
                .onDelete { offsets in
                    print("delete at \(Array(offsets))")
                    fruits.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    print("move \(Array(source)) to \(destination)")
                    fruits.move(fromOffsets: source, toOffset: destination)
                }
            }
            .navigationTitle("Fruits")
            .toolbar {
                EditButton()
            }
        }
        .onChange(of: fruits) { _, newFruits in
            print("fruits: \(newFruits.joined(separator: ", "))")
        }
    }
}

:mount FruitList()
:tap "Edit"
:delete "Banana"
// expect: delete at [1]
// expect: fruits: Apple, Papaya, Mango
:move "Apple" to 2
// expect: move [0] to 3
// expect: fruits: Papaya, Mango, Apple
:move "Apple" to 0
// expect: move [2] to 0
// expect: fruits: Apple, Papaya, Mango
