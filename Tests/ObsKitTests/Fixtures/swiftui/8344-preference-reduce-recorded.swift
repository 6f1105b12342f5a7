// SwiftUI from a recorded experiment: four sibling preferences reduce pairwise in view-tree order; onPreferenceChange gets the result
// takehilo, "[SwiftUI] PreferenceKeyの基本的な仕組みを知る" (https://qiita.com/takehilo/items/2499c632c2e0e5cdcb06), this scene
// (only `static var defaultValue` written `static let`) printed on display: "reduce() value: Rectangle1, nextValue:
// Rectangle2 / reduce() value: Rectangle2, nextValue: Rectangle3 / reduce() value: Rectangle3, nextValue: Rectangle4 /
// onPreferenceChange() value: Rectangle4". Apple, reduce(value:nextValue:): "This method receives its values in
// view-tree order."
import SwiftUI

struct StringPreferenceKey: PreferenceKey {
    typealias Value = String
    static let defaultValue: Value = "Default"

    static func reduce(value: inout Value, nextValue: () -> Value) {
        let next = nextValue()
        print("reduce() value: \(value), nextValue: \(next)")
        value = next
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Color.clear
                .preference(key: StringPreferenceKey.self, value: "Rectangle1")
            Color.clear
                .preference(key: StringPreferenceKey.self, value: "Rectangle2")
            Color.clear
                .preference(key: StringPreferenceKey.self, value: "Rectangle3")
            Color.clear
                .preference(key: StringPreferenceKey.self, value: "Rectangle4")
        }
        .onPreferenceChange(StringPreferenceKey.self) { value in
            print("onPreferenceChange() value: \(value)")
        }
    }
}

:mount ContentView()
// expect: reduce() value: Rectangle1, nextValue: Rectangle2
// expect: reduce() value: Rectangle2, nextValue: Rectangle3
// expect: reduce() value: Rectangle3, nextValue: Rectangle4
// expect: onPreferenceChange() value: Rectangle4
