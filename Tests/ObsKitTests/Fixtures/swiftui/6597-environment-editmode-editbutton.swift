// Apple docs `EnvironmentValues/editMode` + `EditButton`: a list reads the edit mode that the EditButton in its navigation bar toggles.
// Inside a NavigationStack the content has an edit mode, `.inactive` at first; EditButton ("Edit", then "Done")
// switches it to `.active` and back (rules §15.25). The view declares `@Environment(\.editMode)`, so it runs again when
// the value changes (rules §14.2), and `onChange(of: isEditing)` then reports the new state (Apple
// `view/onchange(of:initial:_:)`). Deleting a row calls `onDelete` with its offset; the action changes the array, and
// the body, which reads it, runs after the action (rules §15.2).
import SwiftUI

struct FruitList: View {
    @Environment(\.editMode) private var editMode
    @State private var fruits = ["Apple", "Pear", "Plum"]

    var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        let _ = print("list body editing=\(isEditing) fruits=\(fruits.count)")
        List {
            ForEach(fruits, id: \.self) { fruit in
                Text(fruit)
            }
            .onDelete { offsets in
                fruits.remove(atOffsets: offsets)
                print("deleted, left \(fruits)")
            }
        }
        .navigationTitle("Fruit")
        .toolbar { EditButton() }
        .onChange(of: isEditing) { _, nowEditing in
            print("editing now \(nowEditing)")
        }
    }
}

struct FruitRoot: View {
    var body: some View {
        NavigationStack {
            FruitList()
        }
    }
}

:mount FruitRoot()
// expect: list body editing=false fruits=3
:tap "Edit"
// expect: list body editing=true fruits=3
// expect: editing now true
:delete "Pear"
// expect: deleted, left ["Apple", "Plum"]
// expect: list body editing=true fruits=2
:tap "Done"
// expect: list body editing=false fruits=2
// expect: editing now false
