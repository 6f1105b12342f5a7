// A three-star rating control used by a review draft that only passes `$stars` down and reads the rating in its
// Submit action, with a summary child beside it.
// What SwiftUI does: the parent's body never reads `stars` (making `$stars` is not a read, rules §3.5), so a tap on
// a star runs only the rating control, which reads its binding (rules §9.3, as in T3). The summary child's input
// never changes, so it runs once (rules §2.7). The Submit action reads the live value (rules §3.4).
// Sources: rules §2.7, §3.4, §3.5, §9.3, §15.3; https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

struct StarRating: View {
    @Binding var rating: Int
    let maxStars: Int

    var body: some View {
        let _ = print("StarRating body: \(rating)")
        HStack(spacing: 4) {
            ForEach(1...maxStars, id: \.self) { star in
                Button {
                    rating = star
                } label: {
                    Image(systemName: star <= rating ? "star.fill" : "star")
                        .accessibilityLabel("Rate \(star)")
                }
            }
        }
    }
}

struct ReviewSummary: View {
    let note: String

    var body: some View {
        let _ = print("ReviewSummary body")
        Text(note)
            .italic()
    }
}

struct ReviewDraftView: View {
    @State private var stars = 0
    @State private var note = "Great pacing"

    var body: some View {
        let _ = print("ReviewDraftView body")
        VStack(spacing: 12) {
            StarRating(rating: $stars, maxStars: 3)
            ReviewSummary(note: note)
            Button("Submit") {
                print("submitting \(stars) stars: \(note)")
            }
        }
    }
}

:mount ReviewDraftView()
// expect: ReviewDraftView body
// expect: StarRating body: 0
// expect: ReviewSummary body
:tap "Rate 2"
// expect: StarRating body: 2
:tap "Submit"
// expect: submitting 2 stars: Great pacing
:tap "Rate 3"
// expect: StarRating body: 3
