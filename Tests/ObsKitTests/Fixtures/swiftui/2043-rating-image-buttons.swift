// Issue 13 (A), a star rating control in the Bookworm style: `@Binding var rating`, a ForEach of buttons
// whose labels are only images (filled or empty star), used in a form to review a book.
// Expected: image-only buttons are found by their symbol name (2213), so the Nth star is `:tap "star" N`
// while unfilled and `:tap "star.fill" N` once filled; the form sees each change through the binding.
import SwiftUI

struct RatingView: View {
    @Binding var rating: Int
    var maximumRating = 5

    var body: some View {
        HStack {
            ForEach(1..<maximumRating + 1, id: \.self) { number in
                Button {
                    rating = number
                } label: {
                    Image(systemName: number > rating ? "star" : "star.fill")
                }
                .buttonStyle(.plain)
            }
        }
    }
}

struct ReviewForm: View {
    @State private var title = ""
    @State private var rating = 0

    var body: some View {
        Form {
            TextField("Title", text: $title)
            RatingView(rating: $rating)
            Button("Save review") {
                print("\(title): \(rating) stars")
            }
        }
        .onChange(of: rating) { old, new in
            print("rating \(old) -> \(new)")
        }
    }
}

:mount ReviewForm()
:type "Dune" into "Title"
:tap "star" 4
:tap "star.fill" 2
:tap "Save review"

// expect: rating 0 -> 4
// expect: rating 4 -> 2
// expect: Dune: 2 stars
