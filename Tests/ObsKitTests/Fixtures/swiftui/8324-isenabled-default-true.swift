// SwiftUI from Apple's documentation: \.isEnabled is true when no ancestor disables the view
// Apple, isEnabled (https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled): "A Boolean value
// that indicates whether the view associated with this environment allows user interaction." ... "The default value is
// `true`."
import SwiftUI

struct StatusButton: View {
    @Environment(\.isEnabled) private var isEnabled
    var body: some View {
        Button("Status") { print("isEnabled \(isEnabled)") }
    }
}

struct Root: View {
    var body: some View {
        VStack {
            Text("Controls")
            StatusButton()
        }
    }
}

:mount Root()
:tap "Status"
// expect: isEnabled true
