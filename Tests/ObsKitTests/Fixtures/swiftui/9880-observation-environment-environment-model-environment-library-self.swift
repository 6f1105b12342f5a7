// Apple documentation style: Observation in the environment: .environment(model) with @Environment(Library.self) in two children, and a local @Bindable in one body for a TextField; each child re-runs only for the property it read (rules §14.2, §8.3, §8.5)
import SwiftUI

@Observable
final class Library {
    var books = ["Dune", "Emma"]
    var readerName = "Sam"
}

struct ShelfView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("ShelfView body: \(library.books.count) books")
        VStack {
            ForEach(library.books, id: \.self) { title in
                Text(title)
            }
            Button("Add book") {
                library.books.append("Book \(library.books.count + 1)")
            }
        }
    }
}

struct ReaderBadge: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("ReaderBadge body: \(library.readerName)")
        @Bindable var library = library
        TextField("Reader", text: $library.readerName)
    }
}

struct LibraryRoot: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("LibraryRoot body")
        VStack {
            ShelfView()
            ReaderBadge()
        }
        .environment(library)
    }
}

:mount LibraryRoot()
// expect: LibraryRoot body
// expect: ShelfView body: 2 books
// expect: ReaderBadge body: Sam
:tap "Add book"
// expect: ShelfView body: 3 books
:type "!" into "Reader"
// expect: ReaderBadge body: Sam!
:tap "Add book"
// expect: ShelfView body: 4 books
