// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a NavigationStack lists the environment library's books, each row a NavigationLink to a @Bindable editor: typing a new title updates the detail's header that reads it, and not the list view, whose body doesn't read titles: the List content closure reads them, per row)
import SwiftUI
import Observation

@Observable
final class Book: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

@Observable
final class Library {
    var books = [Book(title: "Dune"), Book(title: "Emma")]
}

struct DetailHeader: View {
    var book: Book

    var body: some View {
        let _ = print("detail: \(book.title)")
        Text(book.title).font(.title)
    }
}

struct BookDetail: View {
    @Bindable var book: Book

    var body: some View {
        Form {
            DetailHeader(book: book)
            TextField("Title", text: $book.title)
        }
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("list of \(library.books.count)")
        NavigationStack {
            List(library.books) { book in
                NavigationLink {
                    BookDetail(book: book)
                } label: {
                    Text(book.title)
                }
            }
            .navigationTitle("Library")
        }
    }
}

struct LibraryRoot: View {
    @State private var library = Library()

    var body: some View {
        LibraryView()
            .environment(library)
    }
}

:mount LibraryRoot()
:tap "Emma"
:type "!" into "Title"
// expect: list of 2
// expect: detail: Emma
// expect: detail: Emma!
