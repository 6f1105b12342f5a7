// Follows Apple's page "EditButton" (developer.apple.com/documentation/swiftui/editbutton), whose example is a fruit
// list with onDelete and onMove and an EditButton in the toolbar; a footer view reads \.editMode.
// - EditButton toggles the edit mode of its environment and reads "Done" while editing (Apple's page; rules
//   §15.25). A view that declares @Environment(\.editMode) runs again when the mode changes (rules §14.2, §15.25);
//   nothing else of its changes, so it runs only then.
// - A drag calls onMove with the source offsets and a destination offset in the array before the move, as
//   move(fromOffsets:toOffset:) expects: moving the first row so it ends third passes 3, moving the last row to
//   the top passes 0 (Apple `dynamicviewcontent/onmove(perform:)`; rules §15.2). The action reads the live @State
//   after moving (rules §3.4).
// - The moves are made in edit mode, where the reorder controls show (Apple's page).
import SwiftUI

struct EditModeFooter: View {
    @Environment(\.editMode) private var editMode

    var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        let _ = print("EditModeFooter body, editing \(isEditing)")
        Text(isEditing ? "Drag to reorder" : "Tap Edit to reorder")
    }
}

struct FruitsView: View {
    @State private var fruits = ["Apple", "Banana", "Papaya", "Mango"]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(fruits, id: \.self) { fruit in
                        Text(fruit)
                    }
                    .onDelete { fruits.remove(atOffsets: $0) }
                    .onMove(perform: move)
                } footer: {
                    EditModeFooter()
                }
            }
            .navigationTitle("Fruits")
            .toolbar {
                EditButton()
            }
        }
    }

    func move(from source: IndexSet, to destination: Int) {
        print("onMove \(Array(source)) to \(destination)")
        fruits.move(fromOffsets: source, toOffset: destination)
        print("now \(fruits.joined(separator: ", "))")
    }
}

:mount FruitsView()
// expect: EditModeFooter body, editing false
:tap "Edit"
// expect: EditModeFooter body, editing true
:move "Apple" to 2
// expect: onMove [0] to 3
// expect: now Banana, Papaya, Apple, Mango
:move "Mango" to 0
// expect: onMove [3] to 0
// expect: now Mango, Banana, Papaya, Apple
:tap "Done"
// expect: EditModeFooter body, editing false
