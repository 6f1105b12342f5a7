// SwiftUI from Apple's documentation: an @Observable model in a plain `var` with a default is made again with each view value
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// to make a model a view's source of truth, "declare a private variable and initialize it with an instance of an observable
// data model type. Then wrap it with a State property wrapper". Without State the default is just part of the view value:
// each time the parent's body makes `Tally()`, a new model comes with it, and the child shows that new model.
import SwiftUI

@Observable
final class Counter {
    var value = 0
    init() { print("Counter init") }
}

struct Tally: View {
    var counter = Counter()
    var body: some View {
        let _ = print("Tally body: \(counter.value)")
        Button("Inc") { counter.value += 1 }
    }
}

struct Board: View {
    @State private var round = 1
    var body: some View {
        VStack {
            Text("Round \(round)")
            Button("Next round") { round += 1 }
            Tally()
        }
    }
}

:mount Board()
// expect: Counter init
// expect: Tally body: 0
:tap "Inc"
// expect: Tally body: 1
:tap "Next round"
// expect: Counter init
// expect: Tally body: 0
