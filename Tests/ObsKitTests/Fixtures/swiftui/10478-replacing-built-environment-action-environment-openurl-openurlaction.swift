// environment and custom wrappers style: replacing a built-in environment action: .environment(\.openURL, OpenURLAction { ... }) catches both a Link's tap and a call of the @Environment(\.openURL) action below it; the same links outside it go to the system, which here opens nothing (rules §15.17, §14.2)
import SwiftUI

struct HelpLinks: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack {
            Link("Guide", destination: URL(string: "https://example.com/guide")!)
            Button("Contact") {
                openURL(URL(string: "https://example.com/contact")!)
            }
        }
    }
}

struct HelpScreen: View {
    var body: some View {
        VStack {
            HelpLinks()
                .environment(\.openURL, OpenURLAction { url in
                    print("in-app browser: \(url.absoluteString)")
                    return .handled
                })
            HelpLinks()
        }
    }
}

:mount HelpScreen()
:tap "Guide"
// expect: in-app browser: https://example.com/guide
:tap "Contact"
// expect: in-app browser: https://example.com/contact
:tap "Contact" 2
:tap "Guide" 2
