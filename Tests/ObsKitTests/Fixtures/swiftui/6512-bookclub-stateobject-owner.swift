// WWDC20 "Data Essentials in SwiftUI" style: a reading list that owns its model with @StateObject, under a parent whose own state changes; tests when the model is made, kept and released.
// @StateObject stores an autoclosure; it runs once per node, right before the view's first body, after the parent's
// body built the child (Apple `stateobject`; rules §4.1, §4.2, §4.3, T7). A parent re-render builds ReadingListViewer
// again, but its only field is a @StateObject whose closure captures nothing, so the value is equal and the child's
// body does not run (rules §2.5, §2.7). The parent's `if showsStats` is a slot of its own: inserting the Text does
// not move the child's identity (WWDC21 "Demystify SwiftUI"; rules §1.1). A @Published change re-runs only the
// view that observes the model (rules §4.4, §6.5). Removing the child kills its node and releases the model (rules §1.4).
import SwiftUI

final class ReadingListModel: ObservableObject {
    @Published var titles = ["Dune", "Emma", "Ulysses"]
    @Published var finished = 0

    init() { print("ReadingListModel init") }
    deinit { print("ReadingListModel deinit") }
}

struct ReadingListViewer: View {
    @StateObject private var model = ReadingListModel()

    var body: some View {
        let _ = print("ReadingListViewer body, finished \(model.finished) of \(model.titles.count)")
        VStack {
            ForEach(model.titles, id: \.self) { title in
                Text(title)
            }
            Button("Finish one") { model.finished += 1 }
        }
    }
}

struct BookClubHome: View {
    @State private var showsStats = false
    @State private var showsList = true

    var body: some View {
        let _ = print("BookClubHome body, stats \(showsStats), list \(showsList)")
        VStack {
            Button("Toggle Stats") { showsStats.toggle() }
            if showsStats {
                Text("Stats")
            }
            Button("Hide List") { showsList = false }
            if showsList {
                ReadingListViewer()
            }
        }
    }
}

:mount BookClubHome()
// expect: BookClubHome body, stats false, list true
// expect: ReadingListModel init
// expect: ReadingListViewer body, finished 0 of 3
:tap "Finish one"
// expect: ReadingListViewer body, finished 1 of 3
:tap "Toggle Stats"
// expect: BookClubHome body, stats true, list true
:tap "Finish one"
// expect: ReadingListViewer body, finished 2 of 3
:tap "Toggle Stats"
// expect: BookClubHome body, stats false, list true
:tap "Hide List"
// expect: BookClubHome body, stats false, list false
// expect: ReadingListModel deinit
