// Swift Forums style: "List($shelf.books) with @Observable: who re-renders when I mark a book read?" (the list made $shelf.books and laid the array out, so it depends on books and runs, with every row, whose bindings from ForEach over a binding always differ; a counter that reads books runs; a title view that reads only name and the owner that reads nothing do not) (rules §8.3, §8.5, §15.1, §9.2)
import SwiftUI

struct Book: Identifiable {
    let id: Int
    var title: String
    var read = false
}

@Observable
final class Shelf {
    var name = "Winter"
    var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
}

struct BookRow: View {
    @Binding var book: Book

    var body: some View {
        let _ = print("BookRow body: \(book.title) \(book.read)")
        Toggle(book.title, isOn: $book.read)
    }
}

struct ShelfList: View {
    @Bindable var shelf: Shelf

    var body: some View {
        let _ = print("ShelfList body")
        List($shelf.books) { $book in
            BookRow(book: $book)
        }
    }
}

struct ReadCounter: View {
    let shelf: Shelf

    var body: some View {
        let _ = print("ReadCounter body: \(shelf.books.filter(\.read).count) read")
        Text("read")
    }
}

struct ShelfTitle: View {
    let shelf: Shelf

    var body: some View {
        let _ = print("ShelfTitle body: \(shelf.name)")
        Text(shelf.name)
    }
}

struct ShelfRoot: View {
    @State private var shelf = Shelf()

    var body: some View {
        let _ = print("ShelfRoot body")
        VStack {
            ShelfTitle(shelf: shelf)
            ReadCounter(shelf: shelf)
            ShelfList(shelf: shelf)
        }
    }
}

:mount ShelfRoot()
// expect: ShelfRoot body
// expect: ShelfTitle body: Winter
// expect: ReadCounter body: 0 read
// expect: ShelfList body
// expect: BookRow body: Dune false
// expect: BookRow body: Emma false
:toggle "Emma"
// expect: ReadCounter body: 1 read
// expect: ShelfList body
// expect: BookRow body: Dune false
// expect: BookRow body: Emma true
