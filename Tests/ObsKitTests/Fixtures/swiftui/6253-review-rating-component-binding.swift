// A reusable RatingView component (star buttons with accessibility labels) edits a form's @State rating through @Binding; tapping the current rating again changes nothing; expected output by the SwiftUI rules (rules §3 an equal @State write is a no-op, §9 a binding write goes to the source; Apple: onChange(of:initial:_:) with old and new values, accessibilityLabel(_:))
import SwiftUI

struct RatingView: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack {
            ForEach(1...maximum, id: \.self) { number in
                Button {
                    rating = number
                } label: {
                    Image(systemName: number <= rating ? "star.fill" : "star")
                        .foregroundStyle(number <= rating ? .yellow : .gray)
                }
                .accessibilityLabel("Rate \(number)")
            }
        }
    }
}

struct NewReviewForm: View {
    @State private var title = ""
    @State private var rating = 3

    var body: some View {
        Form {
            TextField("Book title", text: $title)
            RatingView(rating: $rating)
            Button("Save review") {
                print("saved '\(title)' with \(rating) star(s)")
            }
            .disabled(title.isEmpty)
        }
        .onChange(of: rating) { oldRating, newRating in
            print("rating \(oldRating) -> \(newRating)")
        }
    }
}

:mount NewReviewForm()
:tap "Rate 4"
:tap "Rate 4"
:type "Moss Garden" into "Book title"
:tap "Rate 1"
:tap "Save review"

// expect: rating 3 -> 4
// expect: rating 4 -> 1
// expect: saved 'Moss Garden' with 1 star(s)
