// A lockable PrimitiveButtonStyle: makeBody shows a lock icon and the library's button built from the configuration,
// `Button(configuration)`, disabled while the style's `isLocked` is true.
// What SwiftUI does: `Button(configuration)` is the library's button on the style's configuration: a tap triggers
// the styled button's action (Apple's `Button.init(_ configuration: PrimitiveButtonStyleConfiguration)`: "Creates a
// button based on a configuration for a style with a custom appearance and custom interaction behavior"; rules
// §15.26). The style holds a Bool, compared by
// bytes: locking makes a different style value, so makeBody runs again (rules §2.1, §15.26). `.disabled(true)` then
// disables the inner button, and a tap on a disabled button is an error in ObsREPL (rules §15.11).
// Sources: rules §2.1, §3.4, §15.11, §15.26; https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
import SwiftUI

struct LockableButtonStyle: PrimitiveButtonStyle {
    let isLocked: Bool

    func makeBody(configuration: Configuration) -> some View {
        let _ = print("LockableButtonStyle makeBody: locked \(isLocked)")
        HStack {
            if isLocked {
                Image(systemName: "lock.fill")
            }
            Button(configuration)
        }
        .disabled(isLocked)
    }
}

struct PublishPanel: View {
    @State private var isLocked = false
    @State private var published = 0

    var body: some View {
        let _ = print("PublishPanel body: locked \(isLocked), published \(published)")
        Form {
            Toggle("Lock publishing", isOn: $isLocked)
            Button("Publish") {
                published += 1
                print("published #\(published)")
            }
            .buttonStyle(LockableButtonStyle(isLocked: isLocked))
        }
    }
}

:mount PublishPanel()
// expect: PublishPanel body: locked false, published 0
// expect: LockableButtonStyle makeBody: locked false
:tap "Publish"
// expect: published #1
// expect: PublishPanel body: locked false, published 1
:toggle "Lock publishing"
// expect: PublishPanel body: locked true, published 1
// expect: LockableButtonStyle makeBody: locked true
:tap "Publish"
// expect-error: button "Publish" is disabled
