// Passing a closure down: a rating picker reports taps to its parent through onRate; because the closure captures the parent, the child re-runs with every parent render, and an equal @State write renders nothing; expected output by the SwiftUI rules (rules §2.4 capturing closures always compare unequal, T15; §3 equal writes are no-ops, T12)
import SwiftUI

struct RatingPicker: View {
    let title: String
    let onRate: (Int) -> Void

    var body: some View {
        let _ = print("RatingPicker body")
        HStack {
            Text(title)
            ForEach(1...3, id: \.self) { stars in
                Button("\(stars) ★") {
                    onRate(stars)
                }
            }
        }
    }
}

struct ReviewView: View {
    @State private var rating = 0

    var body: some View {
        let _ = print("ReviewView body, rating \(rating)")
        VStack {
            Text("Rating: \(rating)")
            RatingPicker(title: "Rate it") { stars in
                rating = stars
            }
        }
    }
}

:mount ReviewView()
:tap "2 ★"
:tap "2 ★"
:tap "3 ★"

// expect: ReviewView body, rating 0
// expect: RatingPicker body
// expect: ReviewView body, rating 2
// expect: RatingPicker body
// expect: ReviewView body, rating 3
// expect: RatingPicker body
