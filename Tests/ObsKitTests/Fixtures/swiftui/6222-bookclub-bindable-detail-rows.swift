// A book club of @Observable Book objects: rows read only the title, the pushed detail edits pagesRead through @Bindable, so only the detail re-runs; expected output by the SwiftUI rules (rules §8 per-property tracking, @Bindable is a plain wrapper; §14 NavigationLink(destination:) runs the destination's body only on push; Apple: Bindable, "Migrating from the Observable Object protocol to the Observable macro")
import SwiftUI
import Observation

@Observable
final class Book: Identifiable {
    let id: Int
    var title: String
    var pagesRead = 0
    let totalPages: Int

    var isFinished: Bool { pagesRead >= totalPages }

    init(id: Int, title: String, totalPages: Int) {
        self.id = id
        self.title = title
        self.totalPages = totalPages
    }
}

@Observable
final class ReadingClub {
    var name = "Tuesday Readers"
    var books = [
        Book(id: 1, title: "Dune", totalPages: 300),
        Book(id: 2, title: "Emma", totalPages: 250),
    ]
}

struct BookRow: View {
    let book: Book

    var body: some View {
        let _ = print("row body: \(book.title)")
        Text(book.title)
    }
}

struct BookDetail: View {
    @Bindable var book: Book

    var body: some View {
        let _ = print("detail body: \(book.pagesRead)/\(book.totalPages)\(book.isFinished ? " finished" : "")")
        Form {
            Stepper("Pages read: \(book.pagesRead)", value: $book.pagesRead, in: 0...book.totalPages, step: 100)
        }
        .navigationTitle(book.title)
    }
}

struct ClubView: View {
    @State private var club = ReadingClub()

    var body: some View {
        let _ = print("club body: \(club.name)")
        NavigationStack {
            List {
                ForEach(club.books) { book in
                    NavigationLink {
                        BookDetail(book: book)
                    } label: {
                        BookRow(book: book)
                    }
                }
            }
            .navigationTitle(club.name)
        }
    }
}

:mount ClubView()
:tap "Dune"
:step "Pages read: 0" up 3
:back
:tap "Emma"

// expect: club body: Tuesday Readers
// expect: row body: Dune
// expect: row body: Emma
// expect: detail body: 0/300
// expect: detail body: 100/300
// expect: detail body: 200/300
// expect: detail body: 300/300 finished
// expect: detail body: 0/250
