// Bookworm/"sorting a list" lessons (HWS "Sorting query results", Sean Allen's toolbar Menu videos): a toolbar Menu with buttons that change a sort order kept in @State, a checkmark Label on the current order, a list sorted by title, author or rating (Apple: Menu, ToolbarItem(placement:), Array.sorted(using:)/sorted(by:); README :tap opens a Menu by its label, then its items; SEMANTICS §3)
import SwiftUI

struct Book: Identifiable {
    let id: Int
    let title: String
    let author: String
    let rating: Int
}

enum SortOrder: String, CaseIterable {
    case title = "Title"
    case author = "Author"
    case rating = "Rating"
}

struct BookshelfView: View {
    @State private var sortOrder = SortOrder.title

    let books = [
        Book(id: 1, title: "Piranesi", author: "Clarke", rating: 5),
        Book(id: 2, title: "Emma", author: "Austen", rating: 4),
        Book(id: 3, title: "Kindred", author: "Butler", rating: 3),
    ]

    var sortedBooks: [Book] {
        switch sortOrder {
        case .title: return books.sorted { $0.title < $1.title }
        case .author: return books.sorted { $0.author < $1.author }
        case .rating: return books.sorted { $0.rating > $1.rating }
        }
    }

    var body: some View {
        let _ = print("by \(sortOrder.rawValue): \(sortedBooks.map(\.title).joined(separator: ", "))")
        NavigationStack {
            List(sortedBooks) { book in
                VStack(alignment: .leading) {
                    Text(book.title)
                        .font(.headline)
                    Text(book.author)
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Bookshelf")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu("Sort") {
                        ForEach(SortOrder.allCases, id: \.self) { order in
                            Button {
                                sortOrder = order
                            } label: {
                                if order == sortOrder {
                                    Label("By \(order.rawValue)", systemImage: "checkmark")
                                } else {
                                    Text("By \(order.rawValue)")
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

:mount BookshelfView()
:tap "Sort"
:tap "By Author"
:tap "Sort"
:tap "By Rating"
:tap "Sort"
:tap "By Rating"

// expect: by Title: Emma, Kindred, Piranesi
// expect: by Author: Emma, Kindred, Piranesi
// expect: by Rating: Piranesi, Emma, Kindred
