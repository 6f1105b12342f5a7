// Stack Overflow, "Initialize @StateObject with a parameter in SwiftUI", https://stackoverflow.com/questions/62635914 — an editor presented with sheet(item:) whose init does `_model = StateObject(wrappedValue: EditorModel(book: book))`: each presentation is a new view with a new model made from the current book, the edit stays in the model's draft until Save writes it back, and a dismissed sheet's draft is gone
// The accepted answer: initialize the wrapper with `_model = StateObject(wrappedValue: ...)`; Apple's StateObject
// page warns that SwiftUI only runs that autoclosure once per view identity (rules §4.1–§4.3), so it fits views
// whose identity starts with the data, such as sheet(item:) content, which is built anew for each presented item
// (rules §13.1). dismiss() from the sheet sets the item back to nil (rules §15.12).
import SwiftUI

struct Book: Identifiable {
    let id: Int
    var title: String
}

final class EditorModel: ObservableObject {
    @Published var draft: String

    init(book: Book) {
        draft = book.title
        print("EditorModel init for \(book.title)")
    }
}

struct EditorView: View {
    @StateObject private var model: EditorModel
    @Environment(\.dismiss) private var dismiss
    let onSave: (String) -> Void

    init(book: Book, onSave: @escaping (String) -> Void) {
        _model = StateObject(wrappedValue: EditorModel(book: book))
        self.onSave = onSave
    }

    var body: some View {
        Form {
            TextField("Title", text: $model.draft)
            Button("Save") {
                onSave(model.draft)
                dismiss()
            }
        }
    }
}

struct ShelfView: View {
    @State private var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
    @State private var editing: Book?

    var body: some View {
        let _ = print("shelf: \(books.map(\.title).joined(separator: ", "))")
        List {
            ForEach(books) { book in
                Button("Edit \(book.title)") { editing = book }
            }
        }
        .sheet(item: $editing) { book in
            EditorView(book: book) { newTitle in
                if let index = books.firstIndex(where: { $0.id == book.id }) {
                    books[index].title = newTitle
                }
            }
        }
    }
}

:mount ShelfView()
// expect: shelf: Dune, Emma
:tap "Edit Dune"
// expect: EditorModel init for Dune
:type " II" into "Title"
:tap "Save"
// expect: shelf: Dune II, Emma
:tap "Edit Dune II"
// expect: EditorModel init for Dune II
:type "I" into "Title"
:dismiss
:tap "Edit Emma"
// expect: EditorModel init for Emma
:dismiss
:tap "Edit Dune II"
// expect: EditorModel init for Dune II
