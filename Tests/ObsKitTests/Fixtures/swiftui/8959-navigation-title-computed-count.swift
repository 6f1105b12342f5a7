// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (Observation tracks a computed property that reads observable properties: the NavigationStack's title shows library.availableBooksCount, so the list view updates when a book's isAvailable changes, and not when a book's title changes, which it never reads)
import SwiftUI
import Observation

@Observable
final class Book: Identifiable {
    var title: String
    var isAvailable = true
    init(title: String) { self.title = title }
}

@Observable
final class Library {
    var books = [Book(title: "Beloved"), Book(title: "Middlemarch")]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("Books available: \(library.availableBooksCount)")
        NavigationStack {
            List(library.books) { book in
                Text(book.title)
            }
            .navigationTitle("Books available: \(library.availableBooksCount)")
        }
    }
}

struct Controls: View {
    @Environment(Library.self) private var library

    var body: some View {
        VStack {
            Button("Lend first") { library.books[0].isAvailable = false }
            Button("Lend second") { library.books[1].isAvailable = false }
            Button("Rename first") { library.books[0].title = "Beloved (2nd ed.)" }
        }
    }
}

struct ReaderApp: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            Controls()
            LibraryView()
        }
        .environment(library)
    }
}

:mount ReaderApp()
:tap "Lend first"
:tap "Rename first"
:tap "Lend second"
// expect: Books available: 2
// expect: Books available: 1
// expect: Books available: 0
