// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject (pitfall: don't give an observed object a default value; inside a custom DynamicProperty, @ObservedObject var counter = Counter() makes a new counter every time the parent re-creates the row, and the row shows the new one)
import SwiftUI
import Combine

final class Counter: ObservableObject {
    static var made = 0
    let number: Int
    @Published var count = 0
    init() {
        Counter.made += 1
        number = Counter.made
        print("Counter #\(number) init")
    }
}

struct Observing: DynamicProperty {
    @ObservedObject var counter = Counter()
}

struct CounterRow: View {
    let round: Int
    var observing = Observing()

    var body: some View {
        let _ = print("round \(round): counter #\(observing.counter.number) count \(observing.counter.count)")
        Button("Inc") { observing.counter.count += 1 }
    }
}

struct Rounds: View {
    @State private var round = 1

    var body: some View {
        VStack {
            Button("Next round") { round += 1 }
            CounterRow(round: round)
        }
    }
}

:mount Rounds()
:tap "Inc"
:tap "Next round"
:tap "Inc"
// expect: Counter #1 init
// expect: round 1: counter #1 count 0
// expect: round 1: counter #1 count 1
// expect: Counter #2 init
// expect: round 2: counter #2 count 0
// expect: round 2: counter #2 count 1
