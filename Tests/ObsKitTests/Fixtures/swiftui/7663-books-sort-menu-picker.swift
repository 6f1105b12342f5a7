// Beginner tutorial style: a book list sorted through a toolbar Menu that holds a Picker, plus a "Clear" menu item.
// What SwiftUI does: a Menu's items can be used only while it is open; a tap on its label opens it, and choosing in a
// picker inside (or tapping an item) closes it (rules §15.9 with ObsREPL's choice). The picker writes `sortOrder`,
// which the body read to sort: one body run (rules §10.1). Toolbar items are shown inside a NavigationStack (rules
// §15.4). An item of a closed menu is not on screen, so it can't be tapped (the README's `no visible button`).
import SwiftUI

enum SortOrder: String, CaseIterable, Identifiable {
    case title = "Title", author = "Author", year = "Year"
    var id: Self { self }
}

struct Book: Identifiable {
    let id: Int
    let title: String
    let author: String
    let year: Int
}

struct BookListView: View {
    @State private var books = [Book(id: 1, title: "Emma", author: "Austen", year: 1815),
                                Book(id: 2, title: "Beloved", author: "Morrison", year: 1987),
                                Book(id: 3, title: "Ulysses", author: "Joyce", year: 1922)]
    @State private var sortOrder = SortOrder.title

    var sorted: [Book] {
        switch sortOrder {
        case .title: books.sorted { $0.title < $1.title }
        case .author: books.sorted { $0.author < $1.author }
        case .year: books.sorted { $0.year < $1.year }
        }
    }

    var body: some View {
        let _ = print("by \(sortOrder.rawValue): \(sorted.map(\.title))")
        NavigationStack {
            List(sorted) { book in
                Text("\(book.title), \(book.author) (\(String(book.year)))")
            }
            .navigationTitle("Books")
            .toolbar {
                Menu("Sort") {
                    Picker("Sort by", selection: $sortOrder) {
                        ForEach(SortOrder.allCases) { Text($0.rawValue).tag($0) }
                    }
                    Button("Clear", role: .destructive) { books.removeAll() }
                }
            }
        }
    }
}

:mount BookListView()
// expect: by Title: ["Beloved", "Emma", "Ulysses"]
:tap "Sort"
:pick "Year" in "Sort by"
// expect: by Year: ["Emma", "Ulysses", "Beloved"]
:tap "Sort"
:pick "Author" in "Sort by"
// expect: by Author: ["Emma", "Ulysses", "Beloved"]
:tap "Clear"
// expect-error: no visible button labelled "Clear"
