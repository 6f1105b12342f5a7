// SwiftUI from Apple's documentation: an @Entry value is set with environment(_:_:) and read with @Environment
// Apple, EnvironmentValues subscript(_:) (https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)):
// "extension EnvironmentValues { @Entry var myCustomValue: String = "Default value" }" ... "You use custom environment
// values the same way you use system-provided values, setting a value with the environment(_:_:) view modifier, and
// reading values with the Environment property wrapper."
import SwiftUI

extension EnvironmentValues {
    @Entry var myCustomValue: String = "Default value"
}

struct MyView: View {
    @Environment(\.myCustomValue) private var customValue
    var body: some View {
        Button("Read") { print("read \(customValue)") }
    }
}

struct Root: View {
    var body: some View {
        MyView()
            .environment(\.myCustomValue, "Another string")
    }
}

:mount Root()
:tap "Read"
// expect: read Another string
