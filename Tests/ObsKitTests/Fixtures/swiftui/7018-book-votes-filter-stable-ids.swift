// Book vote list filtered in body ("Fiction only"), each row keeping its votes in @State; WWDC23's "Demystify
// SwiftUI performance" and WWDC21's "Demystify SwiftUI" explain that stable identifiers let SwiftUI keep rows across
// such changes; own code.
// What SwiftUI does: rows are known by their books' ids (rules §1.2). Filtering removes the non-fiction row, whose node
// dies; the rows that stay keep their nodes and state and, handed equal values, skip their bodies (rules §2.7).
// Clearing the filter brings the removed book back as a new row, with 0 votes, and it appears again; Emma keeps its
// votes throughout (rules §1.2, §11.1).
// Sources: rules §1.2, §2.7, §11.1; WWDC23 "Demystify SwiftUI performance" https://developer.apple.com/videos/play/wwdc2023/10160/;
// WWDC21 "Demystify SwiftUI" https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

struct VotableBook: Identifiable {
    let id: Int
    let title: String
    let isFiction: Bool
}

struct BookVoteRow: View {
    let book: VotableBook
    @State private var votes = 0

    var body: some View {
        let _ = print("BookVoteRow body: \(book.title), votes \(votes)")
        Button("Vote \(book.title) (\(votes))") { votes += 1 }
            .onAppear { print("\(book.title) row appeared") }
    }
}

struct BookVoteList: View {
    let books = [
        VotableBook(id: 1, title: "Dune", isFiction: true),
        VotableBook(id: 2, title: "Sapiens", isFiction: false),
        VotableBook(id: 3, title: "Emma", isFiction: true),
    ]
    @State private var fictionOnly = false

    var body: some View {
        let shown = fictionOnly ? books.filter { $0.isFiction } : books
        let _ = print("BookVoteList body: \(shown.count) shown")
        VStack {
            Toggle("Fiction only", isOn: $fictionOnly)
            ForEach(shown) { book in
                BookVoteRow(book: book)
            }
        }
    }
}

:mount BookVoteList()
// expect: BookVoteList body: 3 shown
// expect: BookVoteRow body: Dune, votes 0
// expect: BookVoteRow body: Sapiens, votes 0
// expect: BookVoteRow body: Emma, votes 0
// expect: Dune row appeared
// expect: Sapiens row appeared
// expect: Emma row appeared
:tap "Vote Sapiens (0)"
// expect: BookVoteRow body: Sapiens, votes 1
:tap "Vote Emma (0)"
// expect: BookVoteRow body: Emma, votes 1
:toggle "Fiction only"
// expect: BookVoteList body: 2 shown
:toggle "Fiction only"
// expect: BookVoteList body: 3 shown
// expect: BookVoteRow body: Sapiens, votes 0
// expect: Sapiens row appeared
:tap "Vote Emma (1)"
// expect: BookVoteRow body: Emma, votes 2
