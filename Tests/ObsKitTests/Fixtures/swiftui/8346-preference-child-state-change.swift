// SwiftUI from Apple's documentation: when a child's state changes the preference it sets, onPreferenceChange runs with the new value
// Apple, onPreferenceChange(_:perform:) (https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)):
// "Adds an action to perform when the specified preference key's value changes." ... "The action closure passes the new
// value as its parameter." takehilo (https://qiita.com/takehilo/items/2499c632c2e0e5cdcb06) recorded the action running
// once, with the value, when the scene is displayed.
import SwiftUI

struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct Counter: View {
    @State private var count = 1
    var body: some View {
        Button("Increment") { count += 1 }
            .preference(key: CountKey.self, value: count)
    }
}

struct Parent: View {
    var body: some View {
        VStack {
            Counter()
        }
        .onPreferenceChange(CountKey.self) { value in
            print("count preference \(value)")
        }
    }
}

:mount Parent()
:tap "Increment"
:tap "Increment"
// expect: count preference 1
// expect: count preference 2
// expect: count preference 3
