// cookbook style: sheet(item:) with an @Observable book edited in the sheet through @Bindable: each keystroke runs the row behind the sheet that shows the title and the editor, never the shelf, which reads neither the item nor the title (rules §13.1, §8.3, §8.4, §8.5)
import SwiftUI

@Observable
final class Book: Identifiable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        let _ = print("BookRow body: \(book.title)")
        Text(book.title)
    }
}

struct BookEditor: View {
    @Bindable var book: Book

    var body: some View {
        let _ = print("BookEditor body: \(book.title)")
        TextField("Title", text: $book.title)
    }
}

struct Shelf: View {
    @State private var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
    @State private var editing: Book?

    var body: some View {
        let _ = print("Shelf body")
        List {
            ForEach(books) { book in
                BookRow(book: book)
                Button("Edit #\(book.id)") { editing = book }
            }
        }
        .sheet(item: $editing) { book in
            BookEditor(book: book)
        }
    }
}

:mount Shelf()
// expect: Shelf body
// expect: BookRow body: Dune
// expect: BookRow body: Emma
:tap "Edit #1"
// expect: BookEditor body: Dune
:type "!" into "Title"
// expect: BookRow body: Dune!
// expect: BookEditor body: Dune!
:dismiss
:tap "Edit #2"
// expect: BookEditor body: Emma
:type "?" into "Title"
// expect: BookRow body: Emma?
// expect: BookEditor body: Emma?
