// SwiftUI from Apple's documentation: a dedicated view modifier that wraps environment(_:_:) for a custom value
// Apple, EnvironmentKey (https://developer.apple.com/documentation/swiftui/environmentkey): "As a convenience, you can
// also define a dedicated view modifier to apply this environment value: extension View { func myCustomValue(_
// myCustomValue: String) -> some View { environment(\.myCustomValue, myCustomValue) } } This improves clarity at the
// call site: MyView().myCustomValue("Another string")"
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
    let title: String
    @Environment(\.myCustomValue) private var customValue
    var body: some View {
        Button(title) { print("\(title): \(customValue)") }
    }
}

struct Root: View {
    var body: some View {
        VStack {
            MyView(title: "First")
                .myCustomValue("Another string")
            MyView(title: "Second")
        }
    }
}

:mount Root()
:tap "First"
:tap "Second"
// expect: First: Another string
// expect: Second: Default value
