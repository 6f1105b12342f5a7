// Hacking with Swift style: Bookworm, rebuilt small: a star RatingView takes @Binding rating; when the owner never reads the rating only the rating view re-runs, when it shows the rating both do; an equal write does nothing (rules §3.4, §3.5, §9.3, §2.5, §15.3)
// corrected: typing in the title re-runs AddReviewView, whose new $rating carries 5 while the value RatingView last got carried 3 (its body never ran since the tap), so RatingView runs once more (rules §2.5, ObsREPL's choice: two $state bindings are equal when the values they captured are equal); first draft expected no RatingView body there
import SwiftUI

struct RatingView: View {
    @Binding var rating: Int
    var label = ""
    var maximumRating = 5

    var body: some View {
        let _ = print("RatingView body: \(rating)")
        HStack {
            if !label.isEmpty {
                Text(label)
            }
            ForEach(1..<maximumRating + 1, id: \.self) { number in
                Button {
                    rating = number
                } label: {
                    Image(systemName: "star.fill")
                        .foregroundStyle(number > rating ? Color.gray : Color.yellow)
                }
                .accessibilityLabel(number == 1 ? "1 star" : "\(number) stars")
            }
        }
        .buttonStyle(.plain)
    }
}

struct AddReviewView: View {
    @State private var title = "Dune"
    @State private var rating = 3

    var body: some View {
        let _ = print("AddReviewView body: \(title)")
        Form {
            TextField("Title", text: $title)
            RatingView(rating: $rating, label: "Rating")
        }
    }
}

struct ReviewSummaryView: View {
    @State private var rating = 3

    var body: some View {
        let _ = print("ReviewSummaryView body: \(rating) of 5")
        VStack {
            Text("Your rating: \(rating)")
            RatingView(rating: $rating)
        }
    }
}

:mount AddReviewView()
// expect: AddReviewView body: Dune
// expect: RatingView body: 3
:tap "5 stars"
// expect: RatingView body: 5
:tap "5 stars"
:type "!" into "Title"
// expect: AddReviewView body: Dune!
// expect: RatingView body: 5
:type "?" into "Title"
// expect: AddReviewView body: Dune!?
:mount ReviewSummaryView()
// expect: ReviewSummaryView body: 3 of 5
// expect: RatingView body: 3
:tap "1 star"
// expect: ReviewSummaryView body: 1 of 5
// expect: RatingView body: 1
