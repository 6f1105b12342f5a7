// SwiftUI from Apple's documentation: a custom EnvironmentKey's defaultValue is what a view reads when no ancestor sets it
// Apple, EnvironmentKey (https://developer.apple.com/documentation/swiftui/environmentkey): "First declare a new
// environment key type and specify a value for the required defaultValue property: private struct MyEnvironmentKey:
// EnvironmentKey { static let defaultValue: String = "Default value" }" then "use the key to define a new environment
// value property" in an EnvironmentValues extension.
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
    @Environment(\.myCustomValue) private var customValue
    var body: some View {
        Button("Read") { print("value: \(customValue)") }
    }
}

:mount MyView()
:tap "Read"
// expect: value: Default value
