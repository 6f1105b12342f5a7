// SwiftUI from Apple's documentation: Managing model data in your app (tracking a computed property)
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "Observation also
// supports tracking of computed properties when the computed property makes use of an observable
// property. For instance, the view in the following code updates when the number of available books
// changes" - Library.availableBooksCount is `books.filter(\.isAvailable).count`, read by LibraryView
// (from the environment) in its navigation title.
import SwiftUI

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
    init(title: String) { self.title = title }
}

@Observable class Library {
    var books: [Book] = [Book(title: "Emma"), Book(title: "Persuasion"), Book(title: "Sanditon")]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("title: Books available: \(library.availableBooksCount)")
        NavigationStack {
            List(library.books) { book in
                Text(book.title)
            }
            .navigationTitle("Books available: \(library.availableBooksCount)")
        }
    }
}

struct Desk: View {
    let library: Library

    var body: some View {
        Button("Lend Emma") { library.books[0].isAvailable = false }
        Button("Lend Persuasion") { library.books[1].isAvailable = false }
        Button("Return Emma") { library.books[0].isAvailable = true }
    }
}

struct RootView: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            LibraryView()
            Desk(library: library)
        }
        .environment(library)
    }
}

:mount RootView()
:tap "Lend Emma"
:tap "Lend Persuasion"
:tap "Return Emma"

// expect: title: Books available: 3
// expect: title: Books available: 2
// expect: title: Books available: 1
// expect: title: Books available: 2
