// rules §15.2: `onDelete` and `onMove` on a ForEach. A swipe calls `onDelete` with the row's offset in the
// ForEach's data (an IndexSet); a drag calls `onMove` with the source offsets and the destination as an
// offset in the data before the move (`Array.move(fromOffsets:toOffset:)`'s convention). The action changes
// the data; the rows follow it by id. `:delete "Text"` swipes the row showing Text; `:move "Text" to N`
// drags it so it ends at position N.
// Source: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:),
// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:),
// https://developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:).
struct Shelf376: View {
    @State private var books = ["Dune", "Emma", "Ivanhoe", "Kim"]

    var body: some View {
        List {
            ForEach(books, id: \.self) { book in
                Text(book)
            }
            .onDelete { offsets in
                print("delete", Array(offsets))
                books.remove(atOffsets: offsets)
            }
            .onMove { offsets, destination in
                print("move", Array(offsets), "to", destination)
                books.move(fromOffsets: offsets, toOffset: destination)
            }
        }
        Button("Show") { print(books) }
    }
}

:mount Shelf376()
:delete "Emma"
:move "Dune" to 2
:tap "Show"
:move "Kim" to 0
:tap "Show"
:delete "Show"

// expect: delete [1]
// expect: move [0] to 3
// expect: ["Ivanhoe", "Kim", "Dune"]
// expect: move [1] to 0
// expect: ["Kim", "Ivanhoe", "Dune"]
// expect-error: row "Show" can't be deleted: it is not in a ForEach with onDelete
