// Observation in depth style: the "before" of a migration: an ObservableObject with @Published, owned by @StateObject and passed to @ObservedObject children; any change, even an equal value, re-runs the owner and every observing child, whatever each read (rules §6.3, §6.5, §4.4, §5.1, §12.1)
import SwiftUI

final class ReadingList: ObservableObject {
    @Published var books = ["Dune"]
    @Published var filter = ""
}

struct BookCount: View {
    @ObservedObject var list: ReadingList

    var body: some View {
        let _ = Self._printChanges()
        Text("\(list.books.count) books")
    }
}

struct FilterLabel: View {
    @ObservedObject var list: ReadingList

    var body: some View {
        let _ = Self._printChanges()
        Text("Filter: \(list.filter)")
    }
}

struct ReadingRoot: View {
    @StateObject private var list = ReadingList()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            BookCount(list: list)
            FilterLabel(list: list)
            Button("Add book") { list.books.append("Emma") }
            Button("Filter E") { list.filter = "E" }
        }
    }
}

:mount ReadingRoot()
// expect: ReadingRoot: @self, @identity, _list changed.
// expect: BookCount: @self, @identity, _list changed.
// expect: FilterLabel: @self, @identity, _list changed.
:tap "Add book"
// expect: ReadingRoot: _list changed.
// expect: BookCount: _list changed.
// expect: FilterLabel: _list changed.
:tap "Filter E"
// expect: ReadingRoot: _list changed.
// expect: BookCount: _list changed.
// expect: FilterLabel: _list changed.
:tap "Filter E"
// expect: ReadingRoot: _list changed.
// expect: BookCount: _list changed.
// expect: FilterLabel: _list changed.
