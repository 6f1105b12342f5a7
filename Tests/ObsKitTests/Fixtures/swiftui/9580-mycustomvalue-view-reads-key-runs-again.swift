// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environmentvalues (a custom value declared with @Entry and set with .environment(\.myCustomValue, ...): a view that reads that key runs again when it changes, a view that reads only \.colorScheme doesn't)
// Apple's EnvironmentValues page declares a custom value with `extension EnvironmentValues { @Entry var
// myCustomValue: String = "Default value" }`, sets it with `.environment(\.myCustomValue, "Another
// string")` and reads it with `@Environment(\.myCustomValue) var customValue`. The Environment page
// claims that SwiftUI updates the parts of a view that depend on an environment value when that value
// changes. So:
// - Without a setter above it, the reader sees the declared default.
// - When the parent sets another string, the view reading myCustomValue runs again; a sibling reading only
//   colorScheme, whose value did not change, does not.
import SwiftUI

extension EnvironmentValues {
    @Entry var myCustomValue: String = "Default value"
}

struct CustomValueReader: View {
    @Environment(\.myCustomValue) var customValue

    var body: some View {
        let _ = print("reader: \(customValue)")
        Text(customValue)
    }
}

struct SchemeReader: View {
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        let _ = print("scheme reader: \(colorScheme == .dark ? "dark" : "light")")
        Text(colorScheme == .dark ? "Dark" : "Light")
    }
}

struct DefaultDemo: View {
    var body: some View {
        CustomValueReader()
    }
}

struct StableDemo: View {
    @State private var label = "Another string"

    var body: some View {
        VStack {
            Button("Change value") { label = "A third string" }
            VStack {
                CustomValueReader()
                SchemeReader()
            }
            .environment(\.myCustomValue, label)
        }
    }
}

:mount DefaultDemo()
// expect: reader: Default value
:mount StableDemo()
// expect: reader: Another string
// expect: scheme reader: light
:tap "Change value"
// expect: reader: A third string
