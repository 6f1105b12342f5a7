// SwiftUI from Apple's documentation: a container combines its children's preference values with the key's reduce
// Apple, PreferenceKey (https://developer.apple.com/documentation/swiftui/preferencekey): "A view with multiple children
// automatically combines its values for a given preference into a single value visible to its ancestors." Apple,
// reduce(value:nextValue:): "Combines a sequence of values by modifying the previously-accumulated value with the result
// of a closure that provides the next value." takehilo (https://qiita.com/takehilo/items/2499c632c2e0e5cdcb06) recorded
// one onPreferenceChange call, with the combined value, when such a scene is displayed.
import SwiftUI

struct TotalKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct Basket: View {
    var body: some View {
        VStack {
            Text("apples").preference(key: TotalKey.self, value: 1)
            Text("pears").preference(key: TotalKey.self, value: 2)
            Text("plums").preference(key: TotalKey.self, value: 3)
        }
        .onPreferenceChange(TotalKey.self) { total in
            print("total \(total)")
        }
    }
}

:mount Basket()
// expect: total 6
