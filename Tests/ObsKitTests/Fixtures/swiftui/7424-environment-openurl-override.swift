// Hacking with Swift style: overriding `\.openURL` with an `OpenURLAction` so help links open in an in-app browser
// What SwiftUI does: `\.openURL` is an action in the environment (rules §15.17); a view can call it, and a `Link`
// opens its destination with it. Setting `.environment(\.openURL, OpenURLAction { ... })` on a subtree replaces it
// there, so both the help button's call and the terms link reach the custom handler, which returns `.handled`
// (Apple `openurlaction`: "you can replace the default ... by setting a custom OpenURLAction"; Apple `link`). The
// rating button outside the override calls the system action, which in ObsREPL opens nothing and prints nothing
// (rules §15.17, ObsREPL's choice). No tap changes state, so no body runs again.
// Sources: rules §15.9, §15.17; https://developer.apple.com/documentation/swiftui/openurlaction
// https://developer.apple.com/documentation/swiftui/link
import SwiftUI

struct HelpLinks: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        let _ = print("HelpLinks body")
        VStack {
            Button("Privacy policy") {
                openURL(URL(string: "https://example.com/privacy")!)
            }
            Link("Terms of use", destination: URL(string: "https://example.com/terms")!)
        }
    }
}

struct AboutScreen: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        let _ = print("AboutScreen body")
        VStack {
            HelpLinks()
                .environment(\.openURL, OpenURLAction { url in
                    print("in-app browser: \(url.absoluteString)")
                    return .handled
                })
            Button("Rate the app") {
                openURL(URL(string: "https://example.com/rate")!)
            }
        }
    }
}

:mount AboutScreen()
// expect: AboutScreen body
// expect: HelpLinks body
:tap "Privacy policy"
// expect: in-app browser: https://example.com/privacy
:tap "Terms of use"
// expect: in-app browser: https://example.com/terms
:tap "Rate the app"
