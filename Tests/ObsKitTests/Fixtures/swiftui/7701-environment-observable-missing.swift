// Style: Apple Developer Forums thread. Forum question: "My #Preview crashes with 'No Observable object of type Library found' — the app itself works."
// SwiftUI: a non-optional `@Environment(Library.self)` with no model set above the view is a fatal error raised when the property updates, before the
// body (rules §14.2, fixture 375); declared as `Library?` the property is nil instead (rules §14.2; Apple `environment/init(_:)` for Observable types).
// The app injects the model with `.environment(library)`; a preview that mounts the view alone does not.
import SwiftUI
import Observation

@Observable
final class Library {
    var books = ["Emma", "Dune", "Ulysses"]
}

struct ShelfSummary: View {
    @Environment(Library.self) private var library: Library?

    var body: some View {
        let _ = print("summary: \(library.map { "\($0.books.count) books" } ?? "no library")")
        Text("Shelf")
    }
}

struct BookList: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("book list: \(library.books.joined(separator: ", "))")
        List(library.books, id: \.self) { Text($0) }
    }
}

:mount ShelfSummary()
// expect: summary: no library
:mount ShelfSummary().environment(Library())
// expect: summary: 3 books
:mount BookList().environment(Library())
// expect: book list: Emma, Dune, Ulysses
:mount BookList()
// expect-error: No Observable object of type Library found
