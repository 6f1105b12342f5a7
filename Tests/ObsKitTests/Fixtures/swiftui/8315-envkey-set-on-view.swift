// SwiftUI from Apple's documentation: environment(_:_:) on a view sets a custom value that the view's descendants read
// Apple, EnvironmentKey (https://developer.apple.com/documentation/swiftui/environmentkey): "To set the environment
// value for a view and all its subviews, add the environment(_:_:) view modifier to that view:
// MyView().environment(\.myCustomValue, "Another string")" and "To read the value from inside MyView or one of its
// descendants, use the Environment property wrapper".
import SwiftUI

private struct MyEnvironmentKey: EnvironmentKey {
    static let defaultValue: String = "Default value"
}

extension EnvironmentValues {
    var myCustomValue: String {
        get { self[MyEnvironmentKey.self] }
        set { self[MyEnvironmentKey.self] = newValue }
    }
}

struct Descendant: View {
    @Environment(\.myCustomValue) private var customValue
    var body: some View {
        Button("Descendant") { print("descendant reads \(customValue)") }
    }
}

struct MyView: View {
    @Environment(\.myCustomValue) private var customValue
    var body: some View {
        VStack {
            Button("MyView") { print("MyView reads \(customValue)") }
            Descendant()
        }
    }
}

struct Root: View {
    var body: some View {
        MyView()
            .environment(\.myCustomValue, "Another string")
    }
}

:mount Root()
:tap "MyView"
:tap "Descendant"
// expect: MyView reads Another string
// expect: descendant reads Another string
