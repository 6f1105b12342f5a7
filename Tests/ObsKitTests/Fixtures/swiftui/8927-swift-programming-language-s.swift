// SwiftUI from Apple's documentation: https://docs.swift.org/swift-book/documentation/the-swift-programming-language/properties/#Setting-Initial-Values-for-Wrapped-Properties (The Swift Programming Language's SmallNumber wrapper with a maximum argument on a view's input: each value the parent passes goes through init(wrappedValue:maximum:) and is clamped)
import SwiftUI

@propertyWrapper
struct SmallNumber {
    private var maximum: Int
    private var number: Int

    var wrappedValue: Int {
        get { return number }
        set { number = min(newValue, maximum) }
    }

    init(wrappedValue: Int, maximum: Int) {
        self.maximum = maximum
        number = min(wrappedValue, maximum)
    }
}

struct ScoreBadge: View {
    @SmallNumber(maximum: 10) var score: Int = 0

    var body: some View {
        let _ = print("badge: \(score)")
        Text("Score \(score)")
    }
}

struct Game: View {
    @State private var points = 4

    var body: some View {
        VStack {
            Button("Add 5") { points += 5 }
            ScoreBadge(score: points)
        }
    }
}

:mount Game()
:tap "Add 5"
:tap "Add 5"
// expect: badge: 4
// expect: badge: 9
// expect: badge: 10
