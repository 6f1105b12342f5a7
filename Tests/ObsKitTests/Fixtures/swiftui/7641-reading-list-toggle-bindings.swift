// Beginner tutorial style: a reading list kept in an @Observable library, with a Toggle per book and a filter Picker.
// What SwiftUI does: `$library.books` on an @State reference is a binding through the object's key path, and
// `ForEach($library.books) { $book in }` gives each row a binding to its element; a toggle writes back through the
// whole chain, so the `books` setter notifies (rules §15.1, §9.2, §8.1). The list's body read `books` (its count
// of unread books, and the ForEach it lays out, rules §15.1), so each toggle runs it once; the Picker's explicit
// tags are the enum's cases (rules §15.5).
import SwiftUI
import Observation

struct Book: Identifiable {
    let id = UUID()
    let title: String
    var isRead = false
}

@Observable
final class Library {
    var books = [Book(title: "Dune"), Book(title: "Emma"), Book(title: "Hamlet", isRead: true)]
}

enum Filter: String, CaseIterable {
    case all = "All", unread = "Unread"
}

struct ReadingListView: View {
    @State private var library = Library()
    @State private var filter = Filter.all

    var body: some View {
        let unread = library.books.filter { !$0.isRead }.map(\.title)
        let _ = print("unread: \(unread), filter \(filter.rawValue)")
        NavigationStack {
            List {
                Picker("Show", selection: $filter) {
                    ForEach(Filter.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
                ForEach($library.books) { $book in
                    if filter == .all || !book.isRead {
                        Toggle(book.title, isOn: $book.isRead)
                    }
                }
            }
            .navigationTitle("Reading List")
        }
    }
}

:mount ReadingListView()
// expect: unread: ["Dune", "Emma"], filter All
:toggle "Dune"
// expect: unread: ["Emma"], filter All
:pick "Unread" in "Show"
// expect: unread: ["Emma"], filter Unread
:toggle "Emma"
// expect: unread: [], filter Unread
