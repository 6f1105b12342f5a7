// SwiftUI from Apple's documentation: an @ObservedObject given a default value is re-created with every new view value
// Apple, ObservedObject (https://developer.apple.com/documentation/swiftui/observedobject): "Don't specify a default or initial value
// for the observed object. Use the attribute only for a property that acts as an input for a view". ObservedObject does not own
// storage: "Unlike a StateObject which manages data storage, you use an observed object to refer to storage that you manage
// elsewhere" (ObservedObject.init(wrappedValue:)). Each time Panel's body builds `Counter()`, the default `Tally()` is evaluated
// again, so a new model appears and the count starts over from 0.
import SwiftUI

@MainActor
final class Tally: ObservableObject {
    static var made = 0
    let number: Int
    @Published var count = 0
    init() {
        Tally.made += 1
        number = Tally.made
        print("Tally \(number) init")
    }
}

struct Counter: View {
    @ObservedObject var tally = Tally()

    var body: some View {
        let _ = print("Counter body: tally \(tally.number) count \(tally.count)")
        Button("Count \(tally.count)") { tally.count += 1 }
    }
}

struct Panel: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Refreshed \(refreshes)")
            Button("Refresh") { refreshes += 1 }
            Counter()
        }
    }
}

:mount Panel()
// expect: Tally 1 init
// expect: Counter body: tally 1 count 0
:tap "Count 0"
// expect: Counter body: tally 1 count 1
:tap "Refresh"
// expect: Tally 2 init
// expect: Counter body: tally 2 count 0
