// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/id(_:) (when the value given to .id(_:) changes, the view's identity, and with it its @State, is reset: the counter starts again at 0)
import SwiftUI

struct Counter: View {
    @State private var count = 0

    var body: some View {
        Button("Count: \(count)") {
            count += 1
            print("count is \(count)")
        }
    }
}

struct ContentView: View {
    @State private var counterID = 0

    var body: some View {
        VStack {
            Button("Reset") {
                counterID += 1
            }
            Counter()
                .id(counterID)
        }
    }
}

:mount ContentView()
:tap "Count: 0"
:tap "Count: 1"
:tap "Reset"
:tap "Count: 0"
// expect: count is 1
// expect: count is 2
// expect: count is 1
