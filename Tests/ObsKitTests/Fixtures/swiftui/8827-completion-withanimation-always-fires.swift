// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/withanimation(_:completioncriteria:_:completion:) (the completion of withAnimation always fires exactly one time, after the body's changes have been made)
import SwiftUI

struct FadeButton: View {
    @State private var opacity = 1.0
    @State private var completions = 0

    var body: some View {
        VStack {
            Text("Fading").opacity(opacity)
            Button("Fade") {
                withAnimation(.linear(duration: 0.3)) {
                    opacity = 0.2
                    print("body set opacity")
                } completion: {
                    completions += 1
                    print("completion \(completions), opacity \(opacity)")
                }
            }
        }
    }
}

:mount FadeButton()
:tap "Fade"
:advance 1s
// expect: body set opacity
// expect: completion 1, opacity 0.2
