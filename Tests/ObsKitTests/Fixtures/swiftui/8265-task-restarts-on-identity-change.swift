// SwiftUI from Apple's documentation: a plain .task runs again when .id(_:) gives its view a new identity
// Apple, task(priority:_:) (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)): "Adds an asynchronous
// task to perform before this view appears." "If the task doesn't finish before SwiftUI removes the view or the view
// changes identity, SwiftUI cancels the task."
// Apple, id(_:) (https://developer.apple.com/documentation/swiftui/view/id(_:)): "When the proxy value specified by the id
// parameter changes, the identity of the view — for example, its state — is reset."
import SwiftUI

struct Feed: View {
    let account: String
    var body: some View {
        Text("Feed of \(account)")
            .task {
                print("fetching feed of \(account)")
            }
    }
}

struct Accounts: View {
    @State private var account = "ravi"
    @State private var likes = 0
    var body: some View {
        VStack {
            Button("Switch to maria") { account = "maria" }
            Button("Like \(likes)") { likes += 1 }
            Feed(account: account)
                .id(account)
        }
    }
}

:mount Accounts()
:tap "Like 0"
:tap "Switch to maria"
:tap "Like 1"
// expect: fetching feed of ravi
// expect: fetching feed of maria
