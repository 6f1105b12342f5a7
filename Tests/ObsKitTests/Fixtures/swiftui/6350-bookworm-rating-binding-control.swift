// Hacking with Swift 100 Days, Bookworm: a custom RatingView control with @Binding var rating, used in an add-book Form; the form re-runs per keystroke (it reads the title for .disabled) but hands the rating control an equal value, so only a rating tap re-runs the control (Apple: Binding; SEMANTICS §2 field-by-field comparison, $state equal when value equal; §9 @Binding re-runs the child that read it)
import SwiftUI

struct RatingView: View {
    @Binding var rating: Int

    var label = ""
    var maximumRating = 5
    var offColor = Color.gray
    var onColor = Color.yellow

    var body: some View {
        let _ = print("stars drawn for \(rating)")
        HStack {
            if label.isEmpty == false {
                Text(label)
            }
            ForEach(1..<maximumRating + 1, id: \.self) { number in
                Button {
                    rating = number
                } label: {
                    Label("\(number) of \(maximumRating)", systemImage: number > rating ? "star" : "star.fill")
                        .labelStyle(.iconOnly)
                        .foregroundStyle(number > rating ? offColor : onColor)
                }
            }
        }
        .buttonStyle(.plain)
    }
}

struct AddBookView: View {
    @State private var title = ""
    @State private var author = ""
    @State private var rating = 3
    @State private var genre = "Fantasy"

    let genres = ["Fantasy", "Horror", "Kids", "Mystery", "Poetry", "Romance", "Thriller"]

    var body: some View {
        let _ = print("form body, save enabled: \(!title.isEmpty)")
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
                        print("saved \(title) by \(author), \(genre), \(rating) stars")
                    }
                    .disabled(title.isEmpty)
                }
            }
            .navigationTitle("Add Book")
        }
    }
}

:mount AddBookView()
:type "Dune" into "Name of book"
:tap "5 of 5"
:tap "2 of 5"
:type "Herbert" into "Author's name"
:pick "Thriller" in "Genre"
:tap "Save"

// expect: form body, save enabled: false
// expect: stars drawn for 3
// expect: form body, save enabled: true
// expect: form body, save enabled: true
// expect: form body, save enabled: true
// expect: form body, save enabled: true
// expect: stars drawn for 5
// expect: stars drawn for 2
// expect: saved Dune by Herbert, Thriller, 2 stars
