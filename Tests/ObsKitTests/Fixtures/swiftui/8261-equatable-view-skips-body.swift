// SwiftUI from Apple's documentation: .equatable() keeps a child's body from running while its == says the new value is the same
// Apple, equatable() (https://developer.apple.com/documentation/swiftui/view/equatable()): "Prevents the view from updating
// its child view when its new value is the same as its old value."
// Apple, EquatableView (https://developer.apple.com/documentation/swiftui/equatableview): "A view type that compares itself
// against its previous value and prevents its child updating if its new value is the same as its old value."
import SwiftUI

struct Score: View, Equatable {
    let points: Int
    let lastTap: String
    static func == (lhs: Score, rhs: Score) -> Bool { lhs.points == rhs.points }
    var body: some View {
        let _ = print("Score body \(points) \(lastTap)")
        Text("\(points) points")
    }
}

struct Game: View {
    @State private var points = 0
    @State private var lastTap = "none"
    var body: some View {
        VStack {
            Button("Miss") { lastTap = "miss" }
            Button("Hit") { points += 1; lastTap = "hit" }
            Score(points: points, lastTap: lastTap)
                .equatable()
        }
    }
}

:mount Game()
:tap "Miss"
:tap "Hit"
:tap "Miss"
// expect: Score body 0 none
// expect: Score body 1 hit
