// SwiftUI from Apple's documentation: the @Entry macro declares a custom environment value with its default
// Apple, Entry() (https://developer.apple.com/documentation/swiftui/entry()): "Create EnvironmentValues entries by
// extending the EnvironmentValues structure with new properties and attaching the @Entry macro to the variable
// declarations: extension EnvironmentValues { @Entry var myCustomValue: String = "Default value"
// @Entry var anotherCustomValue = true }"
import SwiftUI

extension EnvironmentValues {
    @Entry var myCustomValue: String = "Default value"
    @Entry var anotherCustomValue = true
}

struct MyView: View {
    @Environment(\.myCustomValue) private var customValue
    @Environment(\.anotherCustomValue) private var another
    var body: some View {
        Button("Read") {
            print("myCustomValue = \(customValue)")
            print("anotherCustomValue = \(another)")
        }
    }
}

:mount MyView()
:tap "Read"
// expect: myCustomValue = Default value
// expect: anotherCustomValue = true
