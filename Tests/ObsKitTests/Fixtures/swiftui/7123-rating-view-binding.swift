// The reusable star RatingView of the Bookworm-style tutorials, own code: `@Binding var rating`, one image button per
// star, each found by its accessibility label; the review form shows the rating and has a "Clear rating" button.
// What SwiftUI does: a star's tap writes through the binding into the form's `@State` (rules §9.3). The form reads
// `rating`, so its body runs, then RatingView, whose binding value changed and which reads it (rules §2.5, §2.8,
// §9.3). Tapping the star already chosen writes an equal value: nothing runs (rules §3.4). An image-only button
// answers to its `.accessibilityLabel` (rules §15.3).
// Sources: rules §2.5, §2.8, §3.4, §9.3, §15.3; https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

struct RatingView: View {
    @Binding var rating: Int
    var maximumRating = 5

    var body: some View {
        let _ = print("RatingView body: \(rating)")
        HStack {
            ForEach(1...maximumRating, id: \.self) { number in
                Button {
                    rating = number
                } label: {
                    Image(systemName: number > rating ? "star" : "star.fill")
                        .foregroundStyle(number > rating ? Color.gray : Color.yellow)
                        .accessibilityLabel("\(number) stars")
                }
            }
        }
        .buttonStyle(.plain)
    }
}

struct BookReviewForm: View {
    @State private var title = "Dune"
    @State private var rating = 3

    var body: some View {
        let _ = print("BookReviewForm body: \(title) rated \(rating)")
        Form {
            Section("Rating") {
                RatingView(rating: $rating)
            }
            Button("Clear rating") { rating = 0 }
        }
    }
}

:mount BookReviewForm()
// expect: BookReviewForm body: Dune rated 3
// expect: RatingView body: 3
:tap "5 stars"
// expect: BookReviewForm body: Dune rated 5
// expect: RatingView body: 5
:tap "5 stars"
:tap "Clear rating"
// expect: BookReviewForm body: Dune rated 0
// expect: RatingView body: 0
