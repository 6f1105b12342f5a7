// Follows Apple's `AppStorage/init(wrappedValue:_:store:)` page for a RawRepresentable value whose RawValue is Int
// ("Creates a property that can read and write to an integer user default, transforming that to RawRepresentable
// data type"): a notes list remembers its sort order; `Self._printChanges()` shows why its body runs.
// - The first run lists `@self`, `@identity` and every dynamic property in declaration order, the @AppStorage one
//   included; later runs name the stored field that changed, `_sort` or `_notes` (rules §12.1, §12.2).
// - Writing the case the key already holds is no change in value: no body (Apple `appstorage`; rules §15.14, §3.4).
// - Swift prints an enum case by its name ("title"), checked with swiftc 6.3.1.
import SwiftUI

enum NoteSort: Int {
    case newest = 0
    case oldest = 1
    case title = 2
}

struct NotesList: View {
    @AppStorage("notesSort") private var sort = NoteSort.newest
    @State private var notes = ["Groceries", "Alpha", "Trip"]

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("sorted by \(sort), \(notes.count) notes")
        VStack {
            ForEach(sorted, id: \.self) { Text($0) }
            Button("By title") { sort = .title }
            Button("Oldest first") { sort = .oldest }
            Button("Add note") { notes.append("Zebra") }
        }
    }

    private var sorted: [String] {
        switch sort {
        case .newest: notes.reversed()
        case .oldest: notes
        case .title: notes.sorted()
        }
    }
}

:mount NotesList()
// expect: NotesList: @self, @identity, _sort, _notes changed.
// expect: sorted by newest, 3 notes
:tap "By title"
// expect: NotesList: _sort changed.
// expect: sorted by title, 3 notes
:tap "By title"
:tap "Add note"
// expect: NotesList: _notes changed.
// expect: sorted by title, 4 notes
:tap "Oldest first"
// expect: NotesList: _sort changed.
// expect: sorted by oldest, 4 notes
