// WWDC20 "Data Essentials in SwiftUI" style: transient UI state belongs to the view that shows it: each book row keeps its own "show synopsis" @State; flipping one runs only that row, and a book added on top keeps the others' flags with their ids (rules §3.2, §3.5, §1.2, §2.3, §2.7)
import SwiftUI

struct ClubBook: Identifiable {
    let id: Int
    let title: String
}

struct BookRow: View {
    let book: ClubBook
    @State private var showsSynopsis = false

    var body: some View {
        let _ = print("BookRow body: \(book.title) synopsis=\(showsSynopsis)")
        VStack {
            Toggle("Synopsis of \(book.title)", isOn: $showsSynopsis)
            if showsSynopsis {
                Text("A synopsis of \(book.title)")
            }
        }
    }
}

struct ReadingList: View {
    @State private var books = [ClubBook(id: 1, title: "Dune"), ClubBook(id: 2, title: "Emma")]

    var body: some View {
        let _ = print("ReadingList body: \(books.count)")
        VStack {
            ForEach(books) { book in
                BookRow(book: book)
            }
            Button("Add Ulysses on top") { books.insert(ClubBook(id: 3, title: "Ulysses"), at: 0) }
        }
    }
}

:mount ReadingList()
// expect: ReadingList body: 2
// expect: BookRow body: Dune synopsis=false
// expect: BookRow body: Emma synopsis=false
:toggle "Synopsis of Emma"
// expect: BookRow body: Emma synopsis=true
:tap "Add Ulysses on top"
// expect: ReadingList body: 3
// expect: BookRow body: Ulysses synopsis=false
:toggle "Synopsis of Emma"
// expect: BookRow body: Emma synopsis=false
