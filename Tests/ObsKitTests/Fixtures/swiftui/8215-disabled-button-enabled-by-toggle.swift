// SwiftUI from Apple's documentation: a Button disabled by state becomes tappable once the state changes
// Apple, disabled(_:) (https://developer.apple.com/documentation/swiftui/view/disabled(_:)): "Adds a condition that
// controls whether users can interact with this view"; disabled is "A Boolean value that determines whether users can
// interact with this view." Once `agreed` is true the condition is false and the button's action runs when tapped.
import SwiftUI

struct TermsView: View {
    @State private var agreed = false
    var body: some View {
        Form {
            Toggle("I agree to the terms", isOn: $agreed)
            Button("Continue") {
                print("continuing, agreed=\(agreed)")
            }
            .disabled(!agreed)
        }
    }
}

:mount TermsView()
:toggle "I agree to the terms"
:tap "Continue"
// expect: continuing, agreed=true
