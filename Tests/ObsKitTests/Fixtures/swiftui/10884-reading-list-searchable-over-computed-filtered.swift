// Apple tutorial style (reading list): .searchable over a computed filtered array, rows of plain structs compared by value, onDelete mapped through the filter (rules §2.3, §2.7, §3.5, §15.10, §15.2)
import SwiftUI
import Observation

struct Book: Identifiable {
    let id = UUID()
    var title: String
    var author: String
}

@Observable
final class Library {
    var books = [
        Book(title: "Dune", author: "Frank Herbert"),
        Book(title: "Emma", author: "Jane Austen"),
        Book(title: "Persuasion", author: "Jane Austen"),
        Book(title: "Hyperion", author: "Dan Simmons"),
    ]
}

struct BookRow: View {
    let book: Book
    var body: some View {
        let _ = print("row \(book.title)")
        VStack(alignment: .leading) {
            Text(book.title)
                .font(.headline)
            Text(book.author)
                .font(.subheadline)
        }
    }
}

struct ReadingListView: View {
    @Environment(Library.self) private var library
    @State private var searchText = ""

    var results: [Book] {
        if searchText.isEmpty { return library.books }
        return library.books.filter {
            $0.title.localizedCaseInsensitiveContains(searchText)
                || $0.author.localizedCaseInsensitiveContains(searchText)
        }
    }

    var body: some View {
        let _ = print("search '\(searchText)': \(results.count) results")
        NavigationStack {
            List {
                ForEach(results) { book in
                    BookRow(book: book)
                }
                .onDelete(perform: deleteBooks)
            }
            .navigationTitle("Reading List")
            .searchable(text: $searchText, prompt: "Title or author")
        }
    }

    private func deleteBooks(at offsets: IndexSet) {
        let ids = offsets.map { results[$0].id }
        for id in ids {
            if let book = library.books.first(where: { $0.id == id }) {
                print("removing \(book.title)")
            }
        }
        library.books.removeAll { ids.contains($0.id) }
    }
}

let library = Library()
:mount ReadingListView().environment(library)
// expect: search '': 4 results
// expect: row Dune
// expect: row Emma
// expect: row Persuasion
// expect: row Hyperion
:search "austen"
// expect: search 'austen': 2 results
:delete "Persuasion"
// expect: removing Persuasion
// expect: search 'austen': 1 results
:search ""
// expect: search '': 3 results
// expect: row Dune
// expect: row Hyperion
print(library.books.map(\.title))
// expect: ["Dune", "Emma", "Hyperion"]
