// SwiftUI from Apple's documentation: EnvironmentKey — https://developer.apple.com/documentation/swiftui/environmentkey (a custom key's defaultValue is read where no ancestor sets it; .environment(\.myCustomValue, "Another string") sets it for that view and its subviews)
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
    let label: String

    var body: some View {
        Button(label) {
            print("\(label): \(customValue)")
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            MyView(label: "Plain")
            MyView(label: "Set")
                .environment(\.myCustomValue, "Another string")
        }
    }
}

:mount ContentView()
:tap "Plain"
:tap "Set"
// expect: Plain: Default value
// expect: Set: Another string
