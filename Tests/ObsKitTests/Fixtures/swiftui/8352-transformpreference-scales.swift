// SwiftUI from Apple's documentation: transformPreference(_:_:) rewrites the combined value that passes through it
// Apple, transformPreference(_:_:) (https://developer.apple.com/documentation/swiftui/view/transformpreference(_:_:)):
// "Applies a transformation to a preference value." (callback: "(inout K.Value) -> Void"). Apple, PreferenceKey: "A view
// with multiple children automatically combines its values for a given preference into a single value visible to its
// ancestors." Display-time call recorded by takehilo (https://qiita.com/takehilo/items/2499c632c2e0e5cdcb06).
import SwiftUI

struct WeightKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct Scale: View {
    var body: some View {
        VStack {
            VStack {
                Text("one").preference(key: WeightKey.self, value: 1)
                Text("two").preference(key: WeightKey.self, value: 2)
            }
            .transformPreference(WeightKey.self) { value in
                value *= 10
            }
            Text("five").preference(key: WeightKey.self, value: 5)
        }
        .onPreferenceChange(WeightKey.self) { weight in
            print("weight \(weight)")
        }
    }
}

:mount Scale()
// expect: weight 35
