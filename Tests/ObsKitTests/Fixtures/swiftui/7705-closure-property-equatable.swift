// Style: Stack Overflow question. Forum question: "_printChanges says '@self changed' for my row on every parent update, though its data didn't change."
// SwiftUI: a closure that captures anything compares unequal each time it is made, so a child holding `onRate` differs at every parent render
// (rules §2.4, §2.3, T15) and prints `@self` (rules §12.1). Making the view Equatable over its data lets `==` decide, since it is not plain data
// (rules §2.2), so its body is skipped until its data changes.
import SwiftUI

struct RatingRow: View {
    let title: String
    let rating: Int
    let onRate: (Int) -> Void

    var body: some View {
        let _ = Self._printChanges()
        HStack {
            Text("\(title): \(rating)")
            Button("Rate \(title) 5") { onRate(5) }
        }
    }
}

struct EquatableRatingRow: View, Equatable {
    let title: String
    let rating: Int
    let onRate: (Int) -> Void

    static func == (lhs: EquatableRatingRow, rhs: EquatableRatingRow) -> Bool {
        lhs.title == rhs.title && lhs.rating == rhs.rating
    }

    var body: some View {
        let _ = Self._printChanges()
        HStack {
            Text("\(title): \(rating)")
            Button("Rate \(title) 5") { onRate(5) }
        }
    }
}

struct ReviewScreen: View {
    @State private var ratings = [3, 4]
    @State private var drafts = 0

    var body: some View {
        VStack {
            Text("Drafts \(drafts)")
            Button("Save draft") { drafts += 1 }
            RatingRow(title: "Plot", rating: ratings[0], onRate: { ratings[0] = $0 })
            EquatableRatingRow(title: "Cast", rating: ratings[1], onRate: { ratings[1] = $0 })
        }
    }
}

:mount ReviewScreen()
// expect: RatingRow: @self changed.
// expect: EquatableRatingRow: @self changed.
:tap "Save draft"
// expect: RatingRow: @self changed.
:tap "Rate Cast 5"
// expect: RatingRow: @self changed.
// expect: EquatableRatingRow: @self changed.
