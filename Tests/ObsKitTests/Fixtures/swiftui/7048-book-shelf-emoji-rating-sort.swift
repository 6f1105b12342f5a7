// A bookshelf in the style of Bookworm (a "100 days" SwiftUI course), own code: an `EmojiRatingView` that switches on
// the rating, a row view per book, a segmented Picker that sorts the shelf by title or by author, and a button per
// row that bumps one book's rating.
// What SwiftUI does: rows are identified by the book's id, so sorting moves the rows but keeps their nodes, and each
// row gets an equal value: no row runs (rules §1.2, §2.7). Bumping one book changes that row's value only: its row
// runs and hands its rating view a new number, so one rating view runs (rules §2.1, §2.7). The Picker's options come
// from a ForEach over an Identifiable enum, so their tags are the cases (rules §15.5). A second bump of a book already
// at 5 stores an array equal (the books are Equatable) to the one held: an equal write does nothing (rules §3.4).
// Sources: rules §1.2, §2.1, §2.6, §2.7, §15.5;
// https://developer.apple.com/documentation/swiftui/foreach
// https://developer.apple.com/documentation/swiftui/picker
import SwiftUI

struct ShelfBook: Identifiable, Equatable {
    let id: Int
    let title: String
    let author: String
    var rating: Int
}

enum ShelfSort: String, CaseIterable, Identifiable {
    case title = "Title"
    case author = "Author"

    var id: Self { self }
}

struct EmojiRatingView: View {
    let rating: Int

    var body: some View {
        let _ = print("EmojiRatingView body: \(rating)")
        switch rating {
        case 1:
            Text("😴")
        case 2:
            Text("😐")
        case 3:
            Text("🙂")
        case 4:
            Text("😀")
        default:
            Text("🤩")
        }
    }
}

struct ShelfRow: View {
    let book: ShelfBook

    var body: some View {
        HStack {
            EmojiRatingView(rating: book.rating)
                .font(.largeTitle)
            VStack(alignment: .leading) {
                Text(book.title)
                    .font(.headline)
                Text(book.author)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct ShelfView: View {
    @State private var books = [
        ShelfBook(id: 1, title: "Dune", author: "Herbert", rating: 4),
        ShelfBook(id: 2, title: "Emma", author: "Austen", rating: 3),
        ShelfBook(id: 3, title: "Ulysses", author: "Joyce", rating: 2),
    ]
    @State private var sort = ShelfSort.title

    var sortedBooks: [ShelfBook] {
        switch sort {
        case .title: books.sorted { $0.title < $1.title }
        case .author: books.sorted { $0.author < $1.author }
        }
    }

    var body: some View {
        let _ = print("ShelfView body: by \(sort.rawValue.lowercased()), \(sortedBooks.map(\.title).joined(separator: ", "))")
        NavigationStack {
            List {
                Picker("Sort by", selection: $sort) {
                    ForEach(ShelfSort.allCases) { option in
                        Text(option.rawValue)
                    }
                }
                .pickerStyle(.segmented)
                ForEach(sortedBooks) { book in
                    HStack {
                        ShelfRow(book: book)
                        Spacer()
                        Button("Reread \(book.title)") {
                            reread(book)
                        }
                    }
                }
            }
            .navigationTitle("Shelf")
        }
    }

    func reread(_ book: ShelfBook) {
        guard let index = books.firstIndex(where: { $0.id == book.id }) else { return }
        books[index].rating = min(books[index].rating + 1, 5)
    }
}

:mount ShelfView()
// expect: ShelfView body: by title, Dune, Emma, Ulysses
// expect: EmojiRatingView body: 4
// expect: EmojiRatingView body: 3
// expect: EmojiRatingView body: 2
:pick "Author" in "Sort by"
// expect: ShelfView body: by author, Emma, Dune, Ulysses
:tap "Reread Dune"
// expect: ShelfView body: by author, Emma, Dune, Ulysses
// expect: EmojiRatingView body: 5
:tap "Reread Dune"
:pick "Title" in "Sort by"
// expect: ShelfView body: by title, Dune, Emma, Ulysses
:tap "Reread Ulysses"
// expect: ShelfView body: by title, Dune, Emma, Ulysses
// expect: EmojiRatingView body: 3
