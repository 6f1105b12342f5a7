// SwiftUI from Apple's documentation: @State makes its default model on every view init but keeps the first one
// Apple, State (https://developer.apple.com/documentation/swiftui/state): "A State property always instantiates its
// default value when SwiftUI instantiates the view", so avoid side effects there. Managing model data
// (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app): "Each time SwiftUI re-creates
// BookView, it connects the book variable to the managed instance". The count survives; the extra init still prints.
import SwiftUI

@Observable
final class Counter {
    var value = 0
    init() { print("Counter init") }
}

struct CounterCard: View {
    let label: String
    @State private var counter = Counter()
    var body: some View {
        let _ = print("CounterCard body \(label) \(counter.value)")
        Button("Inc") { counter.value += 1 }
    }
}

struct Board: View {
    @State private var label = "A"
    var body: some View {
        let _ = print("Board body \(label)")
        VStack {
            CounterCard(label: label)
            Button("Relabel") { label = "B" }
        }
    }
}

:mount Board()
:tap "Inc"
:tap "Relabel"
// expect: Board body A
// expect: Counter init
// expect: CounterCard body A 0
// expect: CounterCard body A 1
// expect: Board body B
// expect: Counter init
// expect: CounterCard body B 1
