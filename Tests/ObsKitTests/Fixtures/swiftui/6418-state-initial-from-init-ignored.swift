// Stack Overflow, "SwiftUI @State var initialization issue" (_rating = State(initialValue:) in a custom init); Apple "State"; rules §3.2, §2.6: later initial values are ignored, the stored state stays
import SwiftUI

struct RatingView: View {
    @State private var rating: Int
    let title: String

    init(title: String, initialRating: Int) {
        self.title = title
        _rating = State(initialValue: initialRating)
        print("RatingView init: \(title), initialRating \(initialRating)")
    }

    var body: some View {
        HStack {
            Text("\(title): \(rating) stars")
            Button("Add star") {
                rating += 1
                print("rating now \(rating)")
            }
        }
    }
}

struct MovieView: View {
    @State private var averageRating = 3

    var body: some View {
        VStack {
            Text("Critics: \(averageRating)")
            Button("Critics say 5") { averageRating = 5 }
            RatingView(title: "Dune", initialRating: averageRating)
        }
    }
}

:mount MovieView()
:tap "Add star"
:tap "Critics say 5"
:tap "Add star"

// expect: RatingView init: Dune, initialRating 3
// expect: rating now 4
// expect: RatingView init: Dune, initialRating 5
// expect: rating now 5
