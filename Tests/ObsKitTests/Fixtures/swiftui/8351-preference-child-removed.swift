// SwiftUI from Apple's documentation: removing a child that set a preference changes the combined value
// Apple, PreferenceKey/defaultValue (https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue):
// "Views that have no explicit value for the key produce this default value." Apple, onPreferenceChange(_:perform:):
// "Adds an action to perform when the specified preference key's value changes." Display-time call recorded by
// takehilo (https://qiita.com/takehilo/items/2499c632c2e0e5cdcb06).
import SwiftUI

struct SumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct Form2: View {
    @State private var showExtra = true
    var body: some View {
        VStack {
            Toggle("Show extra", isOn: $showExtra)
            Text("base").preference(key: SumKey.self, value: 1)
            if showExtra {
                Text("extra").preference(key: SumKey.self, value: 2)
            }
        }
        .onPreferenceChange(SumKey.self) { sum in
            print("sum \(sum)")
        }
    }
}

:mount Form2()
:toggle "Show extra"
:toggle "Show extra"
// expect: sum 3
// expect: sum 1
// expect: sum 3
