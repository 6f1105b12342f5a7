// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/disabled(_:) (disabled(true) stops users from interacting with the view: once the state disables the button, tapping it is refused)
import SwiftUI

struct OneShotVote: View {
    @State private var hasVoted = false

    var body: some View {
        Button("Vote") {
            print("vote counted")
            hasVoted = true
        }
        .disabled(hasVoted)
    }
}

:mount OneShotVote()
:tap "Vote"
:tap "Vote"
// expect: vote counted
// expect-error: disabled
