// 100 Days of SwiftUI style (Bookworm): a reusable star RatingView bound to the review form's rating.
// What SwiftUI does: the form passes `$rating` on without reading it, so a star tap re-runs only the rating view,
// which read its @Binding (rules §3.5, §9.3, T3). An image-only button is found by its `.accessibilityLabel` (rules
// §15.3, ObsREPL's choice). Submitting writes `reviews`, which the form read: one form body (rules §10.1). The rating
// view then gets a new `$rating`: two `$state` bindings are equal only when the values they captured are, and the one
// it last got from its parent was made at mount, when the rating was 3, so it differs and the rating view runs too
// (rules §2.5, ObsREPL's choice; §2.7). Expectation corrected against rules §2.5: the first draft compared the new
// binding with the current rating instead of with the binding the parent last passed.
import SwiftUI

struct RatingView: View {
    @Binding var rating: Int
    var label = "Rating"
    var maximumRating = 5

    var body: some View {
        let _ = print("stars: \(String(repeating: "★", count: rating))\(String(repeating: "☆", count: maximumRating - rating))")
        HStack {
            Text(label)
            ForEach(1...maximumRating, id: \.self) { number in
                Button {
                    rating = number
                } label: {
                    Image(systemName: number > rating ? "star" : "star.fill")
                }
                .accessibilityLabel("\(number) stars")
            }
        }
        .buttonStyle(.plain)
    }
}

struct AddReviewView: View {
    @State private var rating = 3
    @State private var reviews: [String] = []

    var body: some View {
        let _ = print("form: \(reviews)")
        Form {
            RatingView(rating: $rating)
            Button("Submit") { reviews.append("Dune") }
        }
    }
}

:mount AddReviewView()
// expect: form: []
// expect: stars: ★★★☆☆
:tap "5 stars"
// expect: stars: ★★★★★
:tap "2 stars"
// expect: stars: ★★☆☆☆
:tap "Submit"
// expect: form: ["Dune"]
// expect: stars: ★★☆☆☆
