// WWDC20 "Data Essentials in SwiftUI" style, PITFALL (on purpose): a chapter view makes its @StateObject from its `book` parameter in init, so when the club moves to the next book the view shows the new title but keeps the first book's model; the fix gives the view .id(book), and the new book gets a new model (the old one goes first) (rules §4.1, §4.3, §2.5, §1.3, §1.4)
import SwiftUI

final class ChapterTracker: ObservableObject {
    let book: String
    @Published var chapter = 1

    init(book: String) {
        self.book = book
        print("ChapterTracker init: \(book)")
    }

    deinit { print("ChapterTracker deinit: \(book)") }
}

struct ChapterView: View {
    let book: String
    @StateObject private var tracker: ChapterTracker

    init(book: String) {
        self.book = book
        _tracker = StateObject(wrappedValue: ChapterTracker(book: book))
    }

    var body: some View {
        let _ = print("ChapterView body: \(book) shows \(tracker.book), chapter \(tracker.chapter)")
        Button("Next chapter") { tracker.chapter += 1 }
    }
}

struct ClubPicks: View {
    @State private var books = ["Dune", "Emma", "Ulysses"]
    @State private var index = 0

    var body: some View {
        VStack {
            ChapterView(book: books[index])
            Button("Next book") { index += 1 }
        }
    }
}

struct FixedClubPicks: View {
    @State private var books = ["Dune", "Emma", "Ulysses"]
    @State private var index = 0

    var body: some View {
        VStack {
            ChapterView(book: books[index])
                .id(books[index])
            Button("Next book") { index += 1 }
        }
    }
}

:mount ClubPicks()
// expect: ChapterTracker init: Dune
// expect: ChapterView body: Dune shows Dune, chapter 1
:tap "Next chapter"
// expect: ChapterView body: Dune shows Dune, chapter 2
:tap "Next book"
// expect: ChapterView body: Emma shows Dune, chapter 2
:unmount
// expect: ChapterTracker deinit: Dune
:mount FixedClubPicks()
// expect: ChapterTracker init: Dune
// expect: ChapterView body: Dune shows Dune, chapter 1
:tap "Next chapter"
// expect: ChapterView body: Dune shows Dune, chapter 2
:tap "Next book"
// expect: ChapterTracker deinit: Dune
// expect: ChapterTracker init: Emma
// expect: ChapterView body: Emma shows Emma, chapter 1
