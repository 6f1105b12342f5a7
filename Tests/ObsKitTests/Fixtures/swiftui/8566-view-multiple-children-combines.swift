// SwiftUI from Apple's documentation: PreferenceKey — https://developer.apple.com/documentation/swiftui/preferencekey (a view with multiple children combines their values for a preference into one value visible to its ancestors: here a sum through reduce)
import SwiftUI

struct TotalKey: PreferenceKey {
    static var defaultValue: Int = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct Badge: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .preference(key: TotalKey.self, value: count)
    }
}

struct ContentView: View {
    @State private var third = 3
    @State private var total = -1

    var body: some View {
        VStack {
            HStack {
                Badge(count: 1)
                Badge(count: 2)
                Badge(count: third)
            }
            .onPreferenceChange(TotalKey.self) { value in
                total = value
            }
            Button("Make it 10") { third = 10 }
            Button("Total") { print("total \(total)") }
        }
    }
}

:mount ContentView()
:tap "Make it 10"
:tap "Total"
// expect: total 13
