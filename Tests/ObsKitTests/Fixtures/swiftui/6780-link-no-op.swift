// Follows Apple's `Link` page (https://developer.apple.com/documentation/swiftui/link): "a control for navigating
// to a URL", made with a title and a destination; a tap opens the URL (in the default browser for a web URL)
// through the environment's `openURL` action. Own code: an About screen with a terms link beside a feedback
// counter.
// - Opening the URL leaves the app's state alone: tapping the link writes nothing the app owns, so no body runs
//   (rules §0.2: a body runs only for a new value, a changed dynamic property, an observed change, or a new
//   node; rules §15.9: a Link is a button; §15.17: `openURL` opens nothing here).
// - The feedback button writes state the body reads: one body (rules §3.5, §10.1).
import SwiftUI

struct AboutView: View {
    @State private var thanks = 0

    var body: some View {
        let _ = print("AboutView body: thanks \(thanks)")
        Form {
            Section("Legal") {
                Link("Terms of Service", destination: URL(string: "https://example.com/terms")!)
                Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
            }
            Section("Feedback") {
                Button("Send Thanks") { thanks += 1 }
            }
        }
    }
}

:mount AboutView()
// expect: AboutView body: thanks 0
:tap "Terms of Service"
:tap "Send Thanks"
// expect: AboutView body: thanks 1
:tap "Privacy Policy"
