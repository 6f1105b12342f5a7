// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2021/10022/ (Demystify SwiftUI: the branches of an if/else in a @ViewBuilder have different structural identities; switching branch ends one view's lifetime and its @State, so coming back starts from the initial value)
import SwiftUI

struct VisitCounter: View {
    let label: String
    @State private var visits = 0

    var body: some View {
        Button("\(label) \(visits)") {
            visits += 1
            print("\(label) visits \(visits)")
        }
    }
}

struct Frame<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        VStack { content }
    }
}

struct LobbyView: View {
    @State private var signedIn = false

    var body: some View {
        Frame {
            if signedIn {
                VisitCounter(label: "Member")
            } else {
                VisitCounter(label: "Guest")
            }
            Button("Toggle sign in") { signedIn.toggle() }
        }
    }
}

:mount LobbyView()
:tap "Guest 0"
:tap "Guest 1"
:tap "Toggle sign in"
:tap "Member 0"
:tap "Toggle sign in"
:tap "Guest 0"
// expect: Guest visits 1
// expect: Guest visits 2
// expect: Member visits 1
// expect: Guest visits 1
