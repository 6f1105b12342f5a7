// A struct declared as a View that has no `body` property
// Written by an outside author (stop 28 corpus, file 7078); the message is the one Xcode gives as the author
// knows it (not machine-checked: no SwiftUI on Linux); tools/check-interface against Interface/ gives it.
import SwiftUI

struct Badge: View {
    let count: Int

    var content: some View {
        Text("\(count)")
            .padding(6)
            .background(Color.red)
    }
}

struct InboxView: View {
    var body: some View {
        Badge(count: 3)
    }
}

// expect-error: type 'Badge' does not conform to protocol 'View'
