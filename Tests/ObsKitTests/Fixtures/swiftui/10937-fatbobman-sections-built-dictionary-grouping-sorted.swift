// Blog style (Fatbobman): Sections built from Dictionary(grouping:) sorted by key; a new element appears in its section and onDelete inside a section removes by id (rules §1.2, §11.1, §15.2, §15.9)
import SwiftUI

struct Book: Identifiable {
    let id = UUID()
    let title: String
    let genre: String
}

struct GenreGroup: Identifiable {
    let genre: String
    let books: [Book]
    var id: String { genre }
}

struct LibraryView: View {
    @State private var books = [
        Book(title: "Dune", genre: "SciFi"),
        Book(title: "Emma", genre: "Classic"),
        Book(title: "Neuromancer", genre: "SciFi"),
    ]

    private var groups: [GenreGroup] {
        Dictionary(grouping: books, by: \.genre)
            .map { GenreGroup(genre: $0.key, books: $0.value) }
            .sorted { $0.genre < $1.genre }
    }

    var body: some View {
        let _ = print("LibraryView body")
        List {
            ForEach(groups) { group in
                Section(group.genre) {
                    ForEach(group.books) { book in
                        Text(book.title)
                            .onAppear { print("appear \(book.title) in \(group.genre)") }
                    }
                    .onDelete { offsets in
                        let ids = offsets.map { group.books[$0].id }
                        books.removeAll { ids.contains($0.id) }
                        print("deleted \(offsets.count) from \(group.genre)")
                    }
                }
            }
        }
        Button("Add Persuasion") {
            books.append(Book(title: "Persuasion", genre: "Classic"))
        }
    }
}
:mount LibraryView()
// expect: LibraryView body
// expect: appear Emma in Classic
// expect: appear Dune in SciFi
// expect: appear Neuromancer in SciFi
:tap "Add Persuasion"
// expect: LibraryView body
// expect: appear Persuasion in Classic
:delete "Dune"
// expect: deleted 1 from SciFi
// expect: LibraryView body
