// SwiftUI from Apple's documentation: an outer .disabled(true) wins over an inner .disabled(false); the child reads isEnabled false
// Apple, View.disabled(_:) (https://developer.apple.com/documentation/swiftui/view/disabled(_:)): "The higher views in a view
// hierarchy can override the value you set on this view. In the following example, the button isn't interactive because the outer
// disabled(_:) modifier overrides the inner one". Apple, EnvironmentValues.isEnabled
// (https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled): whether the view "allows user interaction".
import SwiftUI

struct EnabledProbe: View {
    let name: String
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let _ = print("\(name) enabled: \(isEnabled)")
        Text(name)
    }
}

struct Panel: View {
    @State private var locked = true

    var body: some View {
        VStack {
            Button("Unlock") { locked = false }
            HStack {
                EnabledProbe(name: "inner")
                    .disabled(false)
                EnabledProbe(name: "plain")
            }
            .disabled(locked)
        }
    }
}

:mount Panel()
// expect: inner enabled: false
// expect: plain enabled: false
:tap "Unlock"
// expect: inner enabled: true
// expect: plain enabled: true
