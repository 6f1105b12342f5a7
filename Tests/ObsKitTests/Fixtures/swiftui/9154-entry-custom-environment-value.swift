// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:) (a custom value declared with @Entry, set by a key path and by a convenience modifier)
// The page declares `@Entry var myCustomValue: String = "Default value"` in an EnvironmentValues extension, sets it
// with `environment(_:_:)` or a dedicated modifier, and reads it with `@Environment`.
// - A reader with no ancestor that sets the value sees the entry's default.
// - A reader below `.environment(\.myCustomValue, ...)` or below the convenience modifier sees that value.
import SwiftUI

extension EnvironmentValues {
    @Entry var myCustomValue: String = "Default value"
}

extension View {
    func myCustomValue(_ myCustomValue: String) -> some View {
        environment(\.myCustomValue, myCustomValue)
    }
}

struct MyView: View {
    let label: String
    @Environment(\.myCustomValue) private var customValue: String

    var body: some View {
        let _ = print("\(label): \(customValue)")
        Text(customValue)
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            MyView(label: "no setter")
            MyView(label: "key path")
                .environment(\.myCustomValue, "Another string")
            MyView(label: "modifier")
                .myCustomValue("Set by the modifier")
        }
    }
}

:mount ContentView()
// expect: no setter: Default value
// expect: key path: Another string
// expect: modifier: Set by the modifier
