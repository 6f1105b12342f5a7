// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (the action runs only when the new value fails the comparison with the old one: assigning an equal value runs nothing, and with initial false nothing runs on appear)
import SwiftUI

struct FilterView: View {
    @State private var minimumRating = 0

    var body: some View {
        VStack {
            Text("At least \(minimumRating) stars")
            Button("Any rating") {
                minimumRating = 0
                print("set 0")
            }
            Button("Three stars") {
                minimumRating = 3
                print("set 3")
            }
        }
        .onChange(of: minimumRating) { oldValue, newValue in
            print("rating filter \(oldValue) -> \(newValue)")
        }
    }
}

:mount FilterView()
:tap "Any rating"
:tap "Three stars"
:tap "Three stars"
:tap "Any rating"
// expect: set 0
// expect: set 3
// expect: rating filter 0 -> 3
// expect: set 3
// expect: set 0
// expect: rating filter 3 -> 0
