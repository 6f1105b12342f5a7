// SwiftUI from Apple's documentation: a sibling outside the modified subtree keeps the key's default value
// Apple, EnvironmentKey (https://developer.apple.com/documentation/swiftui/environmentkey): "To set the environment
// value for a view and all its subviews, add the environment(_:_:) view modifier to that view". Apple, Environment
// values (https://developer.apple.com/documentation/swiftui/environment-values): "A view inherits its environment from
// its container view, subject to explicit changes from an environment(_:_:) view modifier". The sibling's container
// made no change, so the sibling sees the defaultValue.
import SwiftUI

private struct LabelKey: EnvironmentKey {
    static let defaultValue: String = "plain"
}

extension EnvironmentValues {
    var label: String {
        get { self[LabelKey.self] }
        set { self[LabelKey.self] = newValue }
    }
}

struct Reader: View {
    let name: String
    @Environment(\.label) private var label
    var body: some View {
        Button(name) { print("\(name): \(label)") }
    }
}

struct Root: View {
    var body: some View {
        HStack {
            Reader(name: "Left")
                .environment(\.label, "fancy")
            Reader(name: "Right")
        }
    }
}

:mount Root()
:tap "Left"
:tap "Right"
// expect: Left: fancy
// expect: Right: plain
