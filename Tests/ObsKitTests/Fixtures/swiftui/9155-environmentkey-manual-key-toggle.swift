// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environmentkey (a hand-written EnvironmentKey and EnvironmentValues property, driven by a parent's state)
// The EnvironmentKey page's two steps: a private key type with a `defaultValue`, then a computed property on
// EnvironmentValues that reads and writes `self[MyEnvironmentKey.self]`. Here the parent sets the value from its own
// @State, so flipping the toggle changes what the reader sees.
// - https://developer.apple.com/documentation/swiftui/environment/init(_:): "SwiftUI automatically updates any parts
//   of MyView that depend on the property when the associated environment value changes."
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

struct MyView: View {
    @Environment(\.myCustomValue) var customValue: String

    var body: some View {
        let _ = print("MyView reads \(customValue)")
        Text(customValue)
    }
}

struct HostView: View {
    @State private var useAnother = false

    var body: some View {
        let _ = print("host body, useAnother \(useAnother)")
        VStack {
            Toggle("Use another string", isOn: $useAnother)
            MyView()
                .environment(\.myCustomValue, useAnother ? "Another string" : MyEnvironmentKey.defaultValue)
        }
    }
}

:mount HostView()
// expect: host body, useAnother false
// expect: MyView reads Default value
:toggle "Use another string"
// expect: host body, useAnother true
// expect: MyView reads Another string
:toggle "Use another string"
// expect: host body, useAnother false
// expect: MyView reads Default value
