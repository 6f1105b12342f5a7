// SwiftUI from Apple's documentation: two pushed views of one destination type keep separate @State; popping reveals the first intact
// Apple, NavigationStack (https://developer.apple.com/documentation/swiftui/navigationstack): "The stack always displays the most
// recently added view that hasn't been removed". Apple, State.init(wrappedValue:)
// (https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)): "each instance of MyView creates a distinct
// instance of the state".
import SwiftUI

struct Level: View {
    let number: Int
    @State private var stars = 0
    var body: some View {
        VStack {
            Button("Star \(number)") {
                stars += 1
                print("level \(number) stars: \(stars)")
            }
            NavigationLink("Deeper from \(number)", value: number + 1)
        }
    }
}

struct Game: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Start", value: 1)
                .navigationDestination(for: Int.self) { Level(number: $0) }
        }
    }
}

:mount Game()
:tap "Start"
:tap "Star 1"
// expect: level 1 stars: 1
:tap "Deeper from 1"
:tap "Star 2"
// expect: level 2 stars: 1
:back
:tap "Star 1"
// expect: level 1 stars: 2
