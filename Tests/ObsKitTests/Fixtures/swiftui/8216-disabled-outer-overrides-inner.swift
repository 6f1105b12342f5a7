// SwiftUI from Apple's documentation: an outer .disabled(true) overrides an inner .disabled(false)
// Apple, disabled(_:) (https://developer.apple.com/documentation/swiftui/view/disabled(_:)): "The higher views in a view
// hierarchy can override the value you set on this view. In the following example, the button isn't interactive because
// the outer disabled(_:) modifier overrides the inner one: HStack { Button(Text("Press")) {} .disabled(false) } .disabled(true)".
// The probe reads EnvironmentValues.isEnabled ("whether the view associated with this environment allows user interaction").
import SwiftUI

struct Probe: View {
    let name: String
    @Environment(\.isEnabled) private var isEnabled
    var body: some View {
        Text(name)
            .onAppear { print("\(name) enabled: \(isEnabled)") }
    }
}

struct Toolbar: View {
    var body: some View {
        HStack {
            Probe(name: "inner")
                .disabled(false)
        }
        .disabled(true)
    }
}

:mount Toolbar()
// expect: inner enabled: false
