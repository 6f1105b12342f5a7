// A custom ButtonStyle with static accessors (`.buttonStyle(.pill)`, `.buttonStyle(.pill(tint:))`), as SwiftLee and
// Hacking with Swift write them.
// What SwiftUI does: a style only changes how the label is drawn; the button's action is still the one the view
// gave it, and a style set on a container applies to every button inside (Apple, ButtonStyle:
// https://developer.apple.com/documentation/swiftui/buttonstyle; rules §15.3 finds buttons by their title).
// The action runs first; its @State writes run the body once at the next update (rules §3.4, §10.1), and a read
// of the state inside the action gives the live value (rules §3.4). An action that writes nothing runs no body.
import SwiftUI

struct PillButtonStyle: ButtonStyle {
    var tint: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(tint.opacity(configuration.isPressed ? 0.5 : 1))
            .foregroundStyle(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    static var pill: PillButtonStyle { PillButtonStyle() }
    static func pill(tint: Color) -> PillButtonStyle { PillButtonStyle(tint: tint) }
}

struct NewsletterView: View {
    @State private var subscribed = false
    @State private var shares = 0

    var body: some View {
        let _ = print("NewsletterView body, subscribed \(subscribed), shares \(shares)")
        VStack {
            Button(subscribed ? "Unsubscribe" : "Subscribe") {
                subscribed.toggle()
                print("tapped subscribe, now \(subscribed)")
            }
            .buttonStyle(.pill)

            HStack {
                Button("Share") {
                    shares += 1
                    print("shared")
                }
                Button("Report", role: .destructive) {
                    print("reported")
                }
            }
            .buttonStyle(.pill(tint: .orange))
        }
    }
}

:mount NewsletterView()
// expect: NewsletterView body, subscribed false, shares 0
:tap "Subscribe"
// expect: tapped subscribe, now true
// expect: NewsletterView body, subscribed true, shares 0
:tap "Share"
// expect: shared
// expect: NewsletterView body, subscribed true, shares 1
:tap "Report"
// expect: reported
:tap "Unsubscribe"
// expect: tapped subscribe, now false
// expect: NewsletterView body, subscribed false, shares 1
