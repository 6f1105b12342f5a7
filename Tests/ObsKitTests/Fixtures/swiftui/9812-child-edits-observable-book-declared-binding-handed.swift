// Pitfall on purpose, then fixed: a child that edits an @Observable Book declared @Binding and handed $library.books[0]; each keystroke writes back through the whole binding chain, reassigning library.books, so the shelf re-runs too; declared @Bindable and handed the book itself, only the title's readers run (rules §15.1, §9.2, §8.1, §8.5)
import SwiftUI

@Observable
final class Book {
    var title: String
    init(title: String) { self.title = title }
}

@Observable
final class Library {
    var books = [Book(title: "Dune"), Book(title: "Emma")]
}

struct TitleField: View {
    @Binding var book: Book

    var body: some View {
        let _ = print("TitleField body: \(book.title)")
        TextField("Title", text: $book.title)
    }
}

struct BindableTitleField: View {
    @Bindable var book: Book

    var body: some View {
        let _ = print("BindableTitleField body: \(book.title)")
        TextField("Title", text: $book.title)
    }
}

struct Shelf: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("Shelf body: \(library.books.count) books")
        TitleField(book: $library.books[0])
    }
}

struct FixedShelf: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("FixedShelf body: \(library.books.count) books")
        BindableTitleField(book: library.books[0])
    }
}

:mount Shelf()
// expect: Shelf body: 2 books
// expect: TitleField body: Dune
:type "!" into "Title"
// expect: Shelf body: 2 books
// expect: TitleField body: Dune!
:mount FixedShelf()
// expect: FixedShelf body: 2 books
// expect: BindableTitleField body: Dune
:type "!" into "Title"
// expect: BindableTitleField body: Dune!
