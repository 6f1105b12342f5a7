// Follows Apple's `EnvironmentValues.refresh` page (https://developer.apple.com/documentation/swiftui/environmentvalues/refresh):
// "A refresh action stored in a view hierarchy"; "When you apply the refreshable(action:) modifier to a view, you
// set the refresh value in the view's environment to the specified action"; where it is nil the view does not
// support refreshing, and a view below a refreshable one can call it (Apple `refreshaction`). Own code: a mail screen
// with a "Check mail" button above the refreshable folder (no action there) and one inside it.
// - The environment flows down (Apple `environmentvalues`): only the button below `.refreshable` sees the action.
// - The inner button's `Task` starts after the tap's action (rules §10.1) and calls the refresh action, which sleeps
//   1 s on the virtual clock; its @State write runs the folder's body (rules §3.4, §10.1). The action prints before
//   it writes, so its line comes before that body whatever executor runs it.
// - ObsREPL (this build) leaves `\.refresh` nil below `.refreshable` too, so the inner button also prints "no refresh
//   action here"; the expectations follow Apple's pages.
import SwiftUI

struct CheckMailButton: View {
    let place: String
    @Environment(\.refresh) private var refresh

    var body: some View {
        Button("Check mail") {
            guard let refresh else {
                print("\(place): no refresh action here")
                return
            }
            print("\(place): check mail tapped")
            Task { await refresh() }
        }
    }
}

struct MailFolder: View {
    @State private var checks = 0

    var body: some View {
        let _ = print("MailFolder body, checked \(checks) times")
        List {
            Text("Welcome")
            Text("Checked \(checks) times")
            CheckMailButton(place: "inside")
        }
        .refreshable {
            print("refreshing mail")
            try? await Task.sleep(for: .seconds(1))
            print("mail refreshed")
            checks += 1
        }
    }
}

struct MailScreen: View {
    var body: some View {
        VStack {
            CheckMailButton(place: "outside")
            MailFolder()
        }
    }
}

:mount MailScreen()
// expect: MailFolder body, checked 0 times
:tap "Check mail"
// expect: outside: no refresh action here
:tap "Check mail" 2
// expect: inside: check mail tapped
// expect: refreshing mail
:advance 1s
// expect: mail refreshed
// expect: MailFolder body, checked 1 times
