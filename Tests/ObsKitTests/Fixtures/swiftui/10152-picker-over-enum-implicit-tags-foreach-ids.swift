// what's-new style: a Picker over an enum (implicit tags from ForEach ids) and a Toggle, bound to an environment model through a local `@Bindable var prefs = prefs`; the list reads `sort` through a computed property and re-runs only for it (rules §15.5, §8.5, §14.2, §8.3)
import SwiftUI

enum SortOrder: String, CaseIterable, Identifiable {
    case newest, oldest, title
    var id: Self { self }
}

@Observable
final class LibraryPrefs {
    var sort: SortOrder = .newest
    var showArchived = false
}

struct SortControls: View {
    @Environment(LibraryPrefs.self) private var prefs

    var body: some View {
        let _ = print("SortControls body")
        @Bindable var prefs = prefs
        Picker("Sort", selection: $prefs.sort) {
            ForEach(SortOrder.allCases) { order in
                Text(order.rawValue.capitalized)
            }
        }
        Toggle("Archived", isOn: $prefs.showArchived)
    }
}

struct BookList: View {
    @Environment(LibraryPrefs.self) private var prefs
    let books = ["Dune", "Emma", "Beloved"]

    var sorted: [String] {
        switch prefs.sort {
        case .newest: books
        case .oldest: Array(books.reversed())
        case .title: books.sorted()
        }
    }

    var body: some View {
        let _ = print("BookList body: \(sorted.joined(separator: ", "))")
        ForEach(sorted, id: \.self) { book in
            Text(book)
        }
    }
}

struct LibraryScreen: View {
    @State private var prefs = LibraryPrefs()

    var body: some View {
        let _ = print("LibraryScreen body")
        VStack {
            SortControls()
            BookList()
        }
        .environment(prefs)
    }
}

:mount LibraryScreen()
// expect: LibraryScreen body
// expect: SortControls body
// expect: BookList body: Dune, Emma, Beloved
:pick "Title" in "Sort"
// expect: SortControls body
// expect: BookList body: Beloved, Dune, Emma
:toggle "Archived"
// expect: SortControls body
:pick "Oldest" in "Sort"
// expect: SortControls body
// expect: BookList body: Beloved, Emma, Dune
