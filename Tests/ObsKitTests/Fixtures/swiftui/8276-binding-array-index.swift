// SwiftUI from Apple's documentation: $scores[1] passed to a child binds one element of an @State array
// Apple, Binding.subscript(dynamicMember:) (https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)):
// "Returns a binding to the resulting value of a given key path." ... "The returned value is read from, and written to,
// the original binding." (an array subscript is a writable key path: `\[Int].[1]`)
import SwiftUI

struct ScoreButton: View {
    let name: String
    @Binding var score: Int
    var body: some View {
        Button("Add to \(name)") { score += 10 }
    }
}

struct Scoreboard: View {
    @State private var scores = [0, 0, 0]
    var body: some View {
        VStack {
            ScoreButton(name: "B", score: $scores[1])
            ScoreButton(name: "C", score: $scores[2])
            Button("Print") { print(scores) }
        }
    }
}

:mount Scoreboard()
:tap "Add to B"
:tap "Add to B"
:tap "Add to C"
:tap "Print"
// expect: [0, 20, 10]
