// Observation in depth style: the "after" of the same migration: @Observable instead of ObservableObject, @State instead of @StateObject, plain lets instead of @ObservedObject; only the child that read the changed property re-runs (@dependencies), the owner never, and an equal value re-runs nothing (rules §8.1, §8.3, §12.1, §12.2; Apple "migrating")
import SwiftUI

@Observable
final class ReadingList {
    var books = ["Dune"]
    var filter = ""
}

struct BookCount: View {
    let list: ReadingList

    var body: some View {
        let _ = Self._printChanges()
        Text("\(list.books.count) books")
    }
}

struct FilterLabel: View {
    let list: ReadingList

    var body: some View {
        let _ = Self._printChanges()
        Text("Filter: \(list.filter)")
    }
}

struct ReadingRoot: View {
    @State private var list = ReadingList()

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
// expect: BookCount: @self changed.
// expect: FilterLabel: @self changed.
:tap "Add book"
// expect: BookCount: @dependencies changed.
:tap "Filter E"
// expect: FilterLabel: @dependencies changed.
:tap "Filter E"
