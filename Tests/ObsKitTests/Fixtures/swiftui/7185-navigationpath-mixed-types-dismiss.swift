// A type-erased `NavigationPath` holding a Book and an Author, with one `navigationDestination(for:)` per type, a
// button that appends an Author directly, and a pushed page that pops itself with `dismiss()` (own names and code).
// What SwiftUI does: the stack shows one view per element of the path, whatever its type, each built by the
// destination registered for that type (rules §15.12, §14.3). The root prints `path.count`, so it reads the path and
// runs at every push and pop (rules §3.5); the pages already on the stack hold equal plain values and don't run
// again (rules §2.1, §2.7). `dismiss()` pops the pushed view it is in, through the path (rules §15.12).
// Sources: rules §2.1, §2.7, §3.5, §14.3, §15.12; https://developer.apple.com/documentation/swiftui/navigationpath,
// https://developer.apple.com/documentation/swiftui/dismissaction
import SwiftUI

struct Author: Hashable {
    let name: String
}

struct Book: Hashable {
    let title: String
    let author: Author
}

struct BookPage: View {
    let book: Book

    var body: some View {
        let _ = print("BookPage body: \(book.title)")
        NavigationLink("About \(book.author.name)", value: book.author)
    }
}

struct AuthorPage: View {
    let author: Author
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("AuthorPage body: \(author.name)")
        Button("Close Author") {
            dismiss()
        }
    }
}

struct LibraryRoot: View {
    @State private var path = NavigationPath()
    let book = Book(title: "Emma", author: Author(name: "Jane Austen"))

    var body: some View {
        let _ = print("LibraryRoot body: \(path.count) deep")
        NavigationStack(path: $path) {
            VStack {
                NavigationLink(book.title, value: book)
                Button("Go to Author") {
                    path.append(book.author)
                }
            }
            .navigationDestination(for: Book.self) { book in
                BookPage(book: book)
            }
            .navigationDestination(for: Author.self) { author in
                AuthorPage(author: author)
            }
        }
    }
}

:mount LibraryRoot()
// expect: LibraryRoot body: 0 deep
:tap "Emma"
// expect: LibraryRoot body: 1 deep
// expect: BookPage body: Emma
:tap "About Jane Austen"
// expect: LibraryRoot body: 2 deep
// expect: AuthorPage body: Jane Austen
:tap "Close Author"
// expect: LibraryRoot body: 1 deep
:back
// expect: LibraryRoot body: 0 deep
:tap "Go to Author"
// expect: LibraryRoot body: 1 deep
// expect: AuthorPage body: Jane Austen
