// A prominent capsule button style that greys itself out when disabled by reading `@Environment(\.isEnabled)`, the
// pattern Apple's ButtonStyle docs and most design-system posts use, on a terms screen whose "Continue" is disabled
// until a toggle is on.
// What SwiftUI does: the style's makeBody runs in a node of its own per button, so its `@Environment` property works,
// `\.isEnabled` under `.disabled` included (rules §15.26, §15.17). Flipping the toggle runs the parent (it reads the
// flag, rules §3.5) and changes `isEnabled` for "Continue" only, so only that button's makeBody runs again (rules
// §14.2: a view runs again only when its key's value changed); "Read later" keeps `isEnabled == true` and its style
// does not run. A tap on the enabled button runs its action and nothing else.
// Sources: rules §3.5, §14.2, §15.17, §15.26; https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled
// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
import SwiftUI

struct ProminentCapsuleStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        let _ = print("ProminentCapsuleStyle makeBody: enabled \(isEnabled)")
        configuration.label
            .padding()
            .frame(maxWidth: .infinity)
            .background(isEnabled ? Color.green : Color.gray.opacity(0.4), in: Capsule())
            .foregroundStyle(isEnabled ? Color.white : Color.secondary)
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
    }
}

extension ButtonStyle where Self == ProminentCapsuleStyle {
    static var prominentCapsule: ProminentCapsuleStyle { ProminentCapsuleStyle() }
}

struct TermsView: View {
    @State private var acceptedTerms = false

    var body: some View {
        let _ = print("TermsView body: accepted \(acceptedTerms)")
        VStack(spacing: 16) {
            Toggle("I accept the terms", isOn: $acceptedTerms)
            Button("Continue") { print("continue tapped") }
                .disabled(!acceptedTerms)
            Button("Read later") { print("saved for later") }
        }
        .buttonStyle(.prominentCapsule)
        .padding()
    }
}

:mount TermsView()
// expect: TermsView body: accepted false
// expect: ProminentCapsuleStyle makeBody: enabled false
// expect: ProminentCapsuleStyle makeBody: enabled true
:toggle "I accept the terms"
// expect: TermsView body: accepted true
// expect: ProminentCapsuleStyle makeBody: enabled true
:tap "Continue"
// expect: continue tapped
:tap "Read later"
// expect: saved for later
:toggle "I accept the terms"
// expect: TermsView body: accepted false
// expect: ProminentCapsuleStyle makeBody: enabled false
