// SwiftUI from Apple's documentation: changing the value given to .id(_:) gives the view a new identity, resetting its state
// Apple, View.id(_:) (https://developer.apple.com/documentation/swiftui/view/id(_:)): "When the proxy value specified by the id
// parameter changes, the identity of the view — for example, its state — is reset." A new identity is a new view: its body runs
// with the state's initial value and its onAppear runs again.
import SwiftUI

struct Survey: View {
    @State private var answer = 0

    var body: some View {
        let _ = print("Survey body: \(answer)")
        Button("Answer \(answer)") { answer += 1 }
            .onAppear { print("Survey appeared") }
    }
}

struct Kiosk: View {
    @State private var session = 1

    var body: some View {
        VStack {
            Button("New session") { session += 1 }
            Survey()
                .id(session)
        }
    }
}

:mount Kiosk()
// expect: Survey body: 0
// expect: Survey appeared
:tap "Answer 0"
// expect: Survey body: 1
:tap "Answer 1"
// expect: Survey body: 2
:tap "New session"
// expect: Survey body: 0
// expect: Survey appeared
