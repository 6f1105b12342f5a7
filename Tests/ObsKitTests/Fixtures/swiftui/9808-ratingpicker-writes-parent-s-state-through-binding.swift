// Child-to-parent communication without preferences: a RatingPicker writes the parent's @State through a @Binding, so both bodies run; the same picker given a Binding(get:set:) that logs calls the setter on every tap (an equal value too, which then changes nothing) and the parent's new binding re-runs the picker at each parent render (rules §9.3, §9.1, §2.5, §3.4)
import SwiftUI

struct RatingPicker: View {
    @Binding var rating: Int

    var body: some View {
        let _ = print("RatingPicker body: \(rating)")
        HStack {
            ForEach(1...3, id: \.self) { star in
                Button("Star \(star)") { rating = star }
            }
        }
    }
}

struct ReviewScreen: View {
    @State private var rating = 0

    var body: some View {
        let _ = print("ReviewScreen body: \(rating)")
        VStack {
            Text(rating == 0 ? "Not rated" : "\(rating) stars")
            RatingPicker(rating: $rating)
        }
    }
}

struct LoggingReviewScreen: View {
    @State private var rating = 0

    var body: some View {
        let _ = print("LoggingReviewScreen body: \(rating)")
        VStack {
            Text(rating == 0 ? "Not rated" : "\(rating) stars")
            RatingPicker(rating: Binding(
                get: { rating },
                set: { newValue in
                    print("parent got \(newValue)")
                    rating = newValue
                }
            ))
        }
    }
}

:mount ReviewScreen()
// expect: ReviewScreen body: 0
// expect: RatingPicker body: 0
:tap "Star 2"
// expect: ReviewScreen body: 2
// expect: RatingPicker body: 2
:tap "Star 2"
:mount LoggingReviewScreen()
// expect: LoggingReviewScreen body: 0
// expect: RatingPicker body: 0
:tap "Star 3"
// expect: parent got 3
// expect: LoggingReviewScreen body: 3
// expect: RatingPicker body: 3
:tap "Star 3"
// expect: parent got 3
