// Hacking with Swift "100 Days of SwiftUI" style (Bookworm): a reusable RatingView of image buttons bound with @Binding to the add-book form's @State; the form's body doesn't read the rating.
// A star writes through @Binding into AddBookView's @State (Apple `binding`; rules §9.3). AddBookView only makes
// $rating and $title (no reads), so neither a star nor typing runs its body (rules §3.5, T3); RatingView read the
// rating, so it runs once per change (rules §9.3). Writing the same rating again changes nothing (rules §3.4).
// The Save action reads the current values. Star buttons are found by their accessibility labels (rules §15.3).
import SwiftUI

struct RatingView: View {
    @Binding var rating: Int

    var label = ""
    var maximumRating = 5
    var offImage: Image?
    var onImage = Image(systemName: "star.fill")
    var offColor = Color.gray
    var onColor = Color.yellow

    var body: some View {
        let _ = print("RatingView body, rating \(rating)")
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
                }
                .accessibilityLabel(number == 1 ? "1 star" : "\(number) stars")
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
    @State private var rating = 3
    @State private var review = ""

    var body: some View {
        let _ = print("AddBookView body")
        NavigationStack {
            Form {
                Section {
                    TextField("Name of book", text: $title)
                }
                Section("Write a review") {
                    TextEditor(text: $review)
                    RatingView(rating: $rating)
                }
                Section {
                    Button("Save") {
                        print("saving '\(title)' with rating \(rating)")
                    }
                }
            }
            .navigationTitle("Add Book")
        }
    }
}

:mount AddBookView()
// expect: AddBookView body
// expect: RatingView body, rating 3
:tap "5 stars"
// expect: RatingView body, rating 5
:type "Dune" into "Name of book"
:tap "Save"
// expect: saving 'Dune' with rating 5
:tap "1 star"
// expect: RatingView body, rating 1
:tap "1 star"
:tap "Save"
// expect: saving 'Dune' with rating 1
