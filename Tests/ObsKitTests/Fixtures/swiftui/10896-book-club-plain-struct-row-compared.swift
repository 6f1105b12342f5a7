// Apple tutorial style (book club): a plain-struct row compared by value, a rating Stepper in a pushed detail bound with $store.books[i], the list row that changed runs again and the others do not (rules §2.3, §2.7, §15.1, §9.2)
import SwiftUI
import Observation

struct ClubBook: Identifiable, Hashable {
    let id: Int
    var title: String
    var rating: Int
}

@Observable
final class Club {
    var books = [ClubBook(id: 1, title: "Beloved", rating: 3), ClubBook(id: 2, title: "Ulysses", rating: 2)]
}

struct BookCell: View {
    let book: ClubBook
    var body: some View {
        let _ = print("cell \(book.title) \(book.rating)")
        Text("\(book.title) \(book.rating)")
    }
}

struct RatingView: View {
    @Binding var rating: Int
    var body: some View {
        Stepper("Rating", value: $rating, in: 0...5)
    }
}

struct ClubView: View {
    @Environment(Club.self) private var club
    var body: some View {
        @Bindable var club = club
        let _ = print("club body")
        NavigationStack {
            List {
                ForEach(club.books) { book in
                    NavigationLink(value: book.id) {
                        BookCell(book: book)
                    }
                }
            }
            .navigationDestination(for: Int.self) { id in
                if let index = club.books.firstIndex(where: { $0.id == id }) {
                    RatingView(rating: $club.books[index].rating)
                }
            }
        }
    }
}

let club = Club()
:mount ClubView().environment(club)
// expect: club body
// expect: cell Beloved 3
// expect: cell Ulysses 2
:tap "Ulysses 2"
:step "Rating" up
// expect: club body
// expect: cell Ulysses 3
print(club.books.map(\.rating))
// expect: [3, 3]
