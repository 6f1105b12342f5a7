// "Add a book" in a sheet with its own @State draft, a binding to the shelf and `@Environment(\.dismiss)`: the
// add-item sheet of countless tutorials, watched with `Self._printChanges()` (own names and code).
// What SwiftUI does: the sheet's first body lists every dynamic property, `@Binding` and `@Environment` included, in
// declaration order (rules §12.1, §12.2). Typing writes `title`, but the sheet's body never reads it (`$title` only
// makes a binding for the field), so no body runs per keystroke; nor does the shelf's, which never reads the draft
// (rules §3.5, §9.3; scenario T3). "Save" appends and dismisses: `dismiss()` writes the
// flag before the update, so the shelf's body runs once and the sheet is not built again (rules §15.12). The next
// presentation is a new node whose draft starts empty (rules §1.4, §3.2); "Cancel" changes nothing any body read.
// Sources: rules §1.4, §3.2, §3.5, §9.3, §12.1, §12.2, §15.4, §15.12;
// https://developer.apple.com/documentation/swiftui/dismissaction
import SwiftUI

struct AddBookSheet: View {
    @Binding var books: [String]
    @State private var title = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = Self._printChanges()
        Form {
            TextField("Title", text: $title)
            Button("Save") {
                books.append(title)
                dismiss()
            }
            Button("Cancel") {
                dismiss()
            }
        }
    }
}

struct ShelfView: View {
    @State private var books = ["Dune"]
    @State private var isAdding = false

    var body: some View {
        let _ = print("ShelfView body: \(books.count) books")
        NavigationStack {
            List(books, id: \.self) { book in
                Text(book)
            }
            .navigationTitle("Shelf")
            .toolbar {
                Button("Add") {
                    isAdding = true
                }
            }
            .sheet(isPresented: $isAdding) {
                AddBookSheet(books: $books)
            }
        }
    }
}

:mount ShelfView()
// expect: ShelfView body: 1 books
:tap "Add"
// expect: AddBookSheet: @self, @identity, _books, _title, _dismiss changed.
:type "Emma" into "Title"
:tap "Save"
// expect: ShelfView body: 2 books
:tap "Add"
// expect: AddBookSheet: @self, @identity, _books, _title, _dismiss changed.
:tap "Cancel"
