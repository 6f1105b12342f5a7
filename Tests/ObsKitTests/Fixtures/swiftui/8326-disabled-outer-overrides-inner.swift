// SwiftUI from Apple's documentation: an outer disabled(true) wins over an inner disabled(false)
// Apple, disabled(_:) (https://developer.apple.com/documentation/swiftui/view/disabled(_:)): "The higher views in a view
// hierarchy can override the value you set on this view. In the following example, the button isn't interactive
// because the outer disabled(_:) modifier overrides the inner one: HStack { Button(Text("Press")) {} .disabled(false) }
// .disabled(true)"
import SwiftUI

struct PressButton: View {
    @Environment(\.isEnabled) private var isEnabled
    var body: some View {
        Button("Press") {}
            .onAppear { print("Press isEnabled \(isEnabled)") }
    }
}

struct Root: View {
    var body: some View {
        HStack {
            PressButton()
                .disabled(false)
        }
        .disabled(true)
    }
}

:mount Root()
// expect: Press isEnabled false
