// SwiftUI from Apple's documentation: disabled(true) on a container makes \.isEnabled false in the views below it
// Apple, disabled(_:) (https://developer.apple.com/documentation/swiftui/view/disabled(_:)): "Adds a condition that
// controls whether users can interact with this view." Apple, isEnabled
// (https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled): "A Boolean value that indicates
// whether the view associated with this environment allows user interaction." (default `true`)
import SwiftUI

struct Field: View {
    @Environment(\.isEnabled) private var isEnabled
    var body: some View {
        Text("Field")
            .onAppear { print("field isEnabled \(isEnabled)") }
    }
}

struct Form1: View {
    var body: some View {
        VStack {
            Field()
        }
        .disabled(true)
    }
}

:mount Form1()
// expect: field isEnabled false
