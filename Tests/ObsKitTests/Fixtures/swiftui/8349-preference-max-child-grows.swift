// SwiftUI from Apple's documentation: a max-reducing preference follows one child's state once it exceeds the others
// Apple, reduce(value:nextValue:) (https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:)):
// "Combines a sequence of values by modifying the previously-accumulated value with the result of a closure that
// provides the next value." Apple, onPreferenceChange(_:perform:): "Adds an action to perform when the specified
// preference key's value changes." Display-time call: takehilo (https://qiita.com/takehilo/items/2499c632c2e0e5cdcb06).
import SwiftUI

struct MaxHeightKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value = max(value, nextValue())
    }
}

struct Bar: View {
    let name: String
    @State var height: Int
    var body: some View {
        Button("Grow \(name)") { height += 3 }
            .preference(key: MaxHeightKey.self, value: height)
    }
}

struct Chart: View {
    var body: some View {
        HStack {
            Bar(name: "A", height: 3)
            Bar(name: "B", height: 7)
            Bar(name: "C", height: 5)
        }
        .onPreferenceChange(MaxHeightKey.self) { tallest in
            print("tallest \(tallest)")
        }
    }
}

:mount Chart()
:tap "Grow C"
// expect: tallest 7
// expect: tallest 8
