// Hacking with Swift "100 Days of SwiftUI" style: Bookworm without SwiftData; a star RatingView with @Binding in an add sheet; the sheet's body reads only the title (for disabled), so typing the author runs nothing and a star tap runs only the rating view (rules §9.3, §3.5, §15.3)
import SwiftUI

struct Book: Identifiable {
    let id: Int
    var title: String
    var author: String
    var rating: Int
}

@Observable
final class Library {
    var books: [Book] = []
    private var nextID = 1

    func add(title: String, author: String, rating: Int) {
        books.append(Book(id: nextID, title: title, author: author, rating: rating))
        nextID += 1
    }
}

struct RatingView: View {
    @Binding var rating: Int
    var maximumRating = 5

    var body: some View {
        let _ = print("RatingView body: \(rating)")
        HStack {
            ForEach(1..<maximumRating + 1, id: \.self) { number in
                Button {
                    rating = number
                } label: {
                    Image(systemName: number > rating ? "star" : "star.fill")
                        .accessibilityLabel("\(number) stars")
                }
            }
        }
        .buttonStyle(.plain)
    }
}

struct AddBookView: View {
    let library: Library
    @Environment(\.dismiss) var dismiss

    @State private var title = ""
    @State private var author = ""
    @State private var rating = 3

    var body: some View {
        let _ = print("AddBookView body: '\(title)'")
        Form {
            Section {
                TextField("Name of book", text: $title)
                TextField("Author's name", text: $author)
            }
            Section("Write a review") {
                RatingView(rating: $rating)
            }
            Section {
                Button("Save") {
                    library.add(title: title, author: author, rating: rating)
                    print("saved \(title) by \(author), \(rating) stars")
                    dismiss()
                }
                .disabled(title.isEmpty)
            }
        }
    }
}

struct BooksScreen: View {
    @State private var library = Library()
    @State private var showingAddScreen = false

    var body: some View {
        let _ = print("BooksScreen body: \(library.books.count) books")
        NavigationStack {
            List(library.books) { book in
                VStack(alignment: .leading) {
                    Text(book.title)
                    Text(book.author)
                }
            }
            .navigationTitle("Bookworm")
            .toolbar {
                Button("Add Book") { showingAddScreen = true }
            }
            .sheet(isPresented: $showingAddScreen) {
                AddBookView(library: library)
            }
        }
    }
}

:mount BooksScreen()
// expect: BooksScreen body: 0 books
:tap "Add Book"
// expect: AddBookView body: ''
// expect: RatingView body: 3
:type "Dune" into "Name of book"
// expect: AddBookView body: 'D'
// expect: AddBookView body: 'Du'
// expect: AddBookView body: 'Dun'
// expect: AddBookView body: 'Dune'
:type "Frank Herbert" into "Author's name"
:tap "4 stars"
// expect: RatingView body: 4
:tap "Save"
// expect: saved Dune by Frank Herbert, 4 stars
// expect: BooksScreen body: 1 books
