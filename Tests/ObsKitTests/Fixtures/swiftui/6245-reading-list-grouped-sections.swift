// A reading list grouped into Sections by genre with Dictionary(grouping:by:), a per-section onDelete that maps offsets back to the book, and a toolbar button that adds a book; expected output by the SwiftUI rules (rules §3 a read @State change re-runs the owner once; Apple: Section(_:content:), onDelete(perform:) offsets are within that ForEach)
import SwiftUI

struct ShelfBook: Identifiable {
    let id = UUID()
    var title: String
    var genre: String
}

struct ReadingListView: View {
    @State private var books = [
        ShelfBook(title: "Ember Crown", genre: "Fantasy"),
        ShelfBook(title: "Quiet Harbor", genre: "Mystery"),
        ShelfBook(title: "Salt Road", genre: "Fantasy"),
        ShelfBook(title: "Orbit Nine", genre: "Sci-Fi"),
    ]

    private var sections: [(genre: String, books: [ShelfBook])] {
        Dictionary(grouping: books, by: \.genre)
            .sorted { $0.key < $1.key }
            .map { (genre: $0.key, books: $0.value) }
    }

    var body: some View {
        let _ = print("reading list: " + sections.map { "\($0.genre) \($0.books.count)" }.joined(separator: ", "))
        NavigationStack {
            List {
                ForEach(sections, id: \.genre) { section in
                    Section(section.genre) {
                        ForEach(section.books) { book in
                            Text(book.title)
                        }
                        .onDelete { offsets in
                            delete(at: offsets, in: section.books)
                        }
                    }
                }
            }
            .navigationTitle("To Read")
            .toolbar {
                Button("Add Mystery") {
                    books.append(ShelfBook(title: "The Hollow Clock", genre: "Mystery"))
                }
            }
        }
    }

    private func delete(at offsets: IndexSet, in sectionBooks: [ShelfBook]) {
        for offset in offsets {
            let book = sectionBooks[offset]
            print("removed \(book.title) from \(book.genre)")
            books.removeAll { $0.id == book.id }
        }
    }
}

:mount ReadingListView()
:delete "Salt Road"
:delete "Orbit Nine"
:tap "Add Mystery"

// expect: reading list: Fantasy 2, Mystery 1, Sci-Fi 1
// expect: removed Salt Road from Fantasy
// expect: reading list: Fantasy 1, Mystery 1, Sci-Fi 1
// expect: removed Orbit Nine from Sci-Fi
// expect: reading list: Fantasy 1, Mystery 1
// expect: reading list: Fantasy 1, Mystery 2
