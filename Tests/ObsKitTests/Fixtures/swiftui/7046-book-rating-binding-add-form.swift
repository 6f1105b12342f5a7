// Adding a book with a star rating in the style of Bookworm (a "100 days" SwiftUI course), own code: a reusable
// `RatingView` with a `@Binding var rating` and the course's customisation points (label, maximum, images, colours),
// used in an add-book form whose Save hands the book to a closure.
// What SwiftUI does: a star's tap writes through the binding into the form's @State; the form only passed
// `$rating` on and never reads it, so only the rating view, which read the binding, runs (rules §3.5, §9.3, T3).
// Typing the title runs the form (it reads `title`) at each keystroke, and the rating view is built again. A `$state`
// binding compares by the value it held when made (rules §2.5): the form's last value of RatingView was made at mount,
// with 3, the new one holds 4, so at the first keystroke the rating view runs once (@self); at the next keystrokes the
// binding, images, colours and numbers are equal (Equatable fields compare with ==, rules §2.3) and it does not run
// (rules §2.7). Save reads the live state (rules §3.4).
// Sources: rules §2.3, §2.5, §2.7, §3.4, §3.5, §9.3, §15.3;
// https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

struct Book {
    let title: String
    let author: String
    let genre: String
    let rating: Int
}

struct RatingView: View {
    @Binding var rating: Int

    var label = ""
    var maximumRating = 5

    var offImage: Image?
    var onImage = Image(systemName: "star.fill")

    var offColor = Color.gray
    var onColor = Color.yellow

    var body: some View {
        let _ = print("RatingView body: \(rating) of \(maximumRating)")
        HStack {
            if label.isEmpty == false {
                Text(label)
            }
            ForEach(1..<maximumRating + 1, id: \.self) { number in
                Button {
                    rating = number
                } label: {
                    image(for: number)
                        .foregroundStyle(number > rating ? offColor : onColor)
                        .accessibilityLabel("\(number) stars")
                }
            }
        }
        .buttonStyle(.plain)
    }

    func image(for number: Int) -> Image {
        if number > rating {
            offImage ?? onImage
        } else {
            onImage
        }
    }
}

struct AddBookView: View {
    @State private var title = ""
    @State private var author = ""
    @State private var rating = 3
    @State private var genre = "Fantasy"

    let genres = ["Fantasy", "Horror", "Kids", "Mystery", "Poetry", "Romance", "Thriller"]

    var onSave: (Book) -> Void

    var body: some View {
        let _ = print("AddBookView body: '\(title)'")
        NavigationStack {
            Form {
                Section {
                    TextField("Name of book", text: $title)
                    TextField("Author's name", text: $author)
                    Picker("Genre", selection: $genre) {
                        ForEach(genres, id: \.self) {
                            Text($0)
                        }
                    }
                }
                Section("Write a review") {
                    RatingView(rating: $rating)
                }
                Section {
                    Button("Save") {
                        onSave(Book(title: title, author: author, genre: genre, rating: rating))
                    }
                }
            }
            .navigationTitle("Add Book")
        }
    }
}

struct AddBookScreen: View {
    var body: some View {
        AddBookView { book in
            print("saved \(book.title) by \(book.author), \(book.genre), \(book.rating) stars")
        }
    }
}

:mount AddBookScreen()
// expect: AddBookView body: ''
// expect: RatingView body: 3 of 5
:tap "4 stars"
// expect: RatingView body: 4 of 5
:type "Dune" into "Name of book"
// expect: AddBookView body: 'D'
// expect: RatingView body: 4 of 5
// expect: AddBookView body: 'Du'
// expect: AddBookView body: 'Dun'
// expect: AddBookView body: 'Dune'
:type "Frank Herbert" into "Author's name"
:pick "Thriller" in "Genre"
:tap "Save"
// expect: saved Dune by Frank Herbert, Thriller, 4 stars
