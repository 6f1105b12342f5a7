// SwiftUI from Apple's documentation: assigning the value a state already holds does not fire onChange
// Apple, onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)):
// value is "The value to check against when determining whether to run the closure"; the action runs "when the value
// changes", with the old and new values "that failed the comparison check". V is Equatable: 5 == 5 passes the check.
import SwiftUI

struct RatingView: View {
    @State private var rating = 0
    var body: some View {
        VStack {
            Text("Rating \(rating)")
            Button("Five stars") { rating = 5 }
            Button("Three stars") { rating = 3 }
        }
        .onChange(of: rating) { oldValue, newValue in
            print("rating \(oldValue) -> \(newValue)")
        }
    }
}

:mount RatingView()
:tap "Five stars"
:tap "Five stars"
:tap "Three stars"
// expect: rating 0 -> 5
// expect: rating 5 -> 3
