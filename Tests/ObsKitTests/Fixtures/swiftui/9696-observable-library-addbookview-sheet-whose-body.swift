// Hacking with Swift "Bookworm" style without SwiftData: an @Observable Library, an AddBookView sheet whose body reads none of its @State (it only passes bindings on), and a RatingView of star buttons bound to the rating; only RatingView runs when a star is tapped
import SwiftUI

struct Book: Identifiable {
    let id = UUID()
    let title: String
    let genre: String
    let rating: Int
}

@Observable
final class Library {
    var books: [Book] = []
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
                    Image(systemName: "star.fill")
                        .foregroundStyle(number > rating ? Color.gray : Color.yellow)
                }
            }
        }
    }
}

struct AddBookView: View {
    @Environment(\.dismiss) private var dismiss
    let library: Library

    @State private var title = ""
    @State private var genre = "Fantasy"
    @State private var rating = 3

    private let genres = ["Fantasy", "Horror", "Mystery", "Poetry"]

    var body: some View {
        let _ = print("AddBookView body")
        NavigationStack {
            Form {
                Section {
                    TextField("Name of book", text: $title)
                    Picker("Genre", selection: $genre) {
                        ForEach(genres, id: \.self) { name in
                            Text(name)
                        }
                    }
                }
                Section("Write a review") {
                    RatingView(rating: $rating)
                }
                Section {
                    Button("Save") {
                        library.books.append(Book(title: title, genre: genre, rating: rating))
                        print("saved \(title), \(genre), \(rating) stars")
                        dismiss()
                    }
                }
            }
            .navigationTitle("Add Book")
        }
    }
}

struct BookwormView: View {
    @State private var library = Library()
    @State private var showingAddScreen = false

    var body: some View {
        let _ = print("BookwormView body: \(library.books.count) books")
        NavigationStack {
            List(library.books) { book in
                Text("\(book.title) (\(book.genre)) \(book.rating)/5")
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

:mount BookwormView()
// expect: BookwormView body: 0 books
:tap "Add Book"
// expect: AddBookView body
// expect: RatingView body: 3
:type "Dune" into "Name of book"
:pick "Mystery" in "Genre"
:tap "star.fill" 5
// expect: RatingView body: 5
:tap "star.fill" 2
// expect: RatingView body: 2
:tap "Save"
// expect: saved Dune, Mystery, 2 stars
// expect: BookwormView body: 1 books
