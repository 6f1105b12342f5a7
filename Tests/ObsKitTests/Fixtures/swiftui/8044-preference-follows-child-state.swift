// SwiftUI from Apple's documentation: onPreferenceChange runs again when a child's state changes the value it sets with .preference
// Apple, View.onPreferenceChange(_:perform:) (https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)):
// "Adds an action to perform when the specified preference key's value changes." "The action closure passes the new value as its
// parameter." Apple, Preferences (https://developer.apple.com/documentation/swiftui/preferences): "you use preferences to send
// configuration information from subviews toward their container." The child's body runs before the new value reaches the action.
import SwiftUI

struct CountKey: PreferenceKey {
    static let defaultValue = -1
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value = max(value, nextValue())
    }
}

struct Counter: View {
    @State private var count = 0

    var body: some View {
        let _ = print("Counter body: \(count)")
        Button("Plus") { count += 1 }
            .preference(key: CountKey.self, value: count)
    }
}

struct Scoreboard: View {
    var body: some View {
        VStack {
            Counter()
        }
        .onPreferenceChange(CountKey.self) { value in
            print("preference now \(value)")
        }
    }
}

:mount Scoreboard()
// expect: Counter body: 0
// expect: preference now 0
:tap "Plus"
// expect: Counter body: 1
// expect: preference now 1
