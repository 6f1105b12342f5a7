// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle (ButtonStyle and PrimitiveButtonStyle; trigger() runs the action)
// Apple's ButtonStyle page: a style "that applies standard interaction behavior and a custom appearance" (a tap still
// runs the action); PrimitiveButtonStyle: "To create a button with custom interaction behavior"; Button(_:) with a
// PrimitiveButtonStyleConfiguration: use it "within the makeBody(configuration:) method ... to create an instance of
// the button that you want to style" (the RedBorderedButtonStyle example); trigger(): "Performs the button's action."
// - Tap each button once; "Help" goes through the style's gesture first.
import SwiftUI

struct CapsuleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(configuration.role == .destructive ? Color.red : Color.blue)
            .foregroundStyle(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 1.2 : 1)
    }
}

struct RedBorderedButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .border(Color.red)
    }
}

struct LoggingTapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .onTapGesture {
                print("style: forwarding the tap")
                configuration.trigger()
            }
    }
}

struct AccountButtons: View {
    var body: some View {
        VStack {
            HStack {
                Button("Sign In") { print("signing in") }
                Button("Register") { print("registering") }
            }
            .buttonStyle(CapsuleButtonStyle())
            Button("Delete Account", role: .destructive) { print("deleting account") }
                .buttonStyle(CapsuleButtonStyle())
            Button("Settings") { print("opening settings") }
                .buttonStyle(RedBorderedButtonStyle())
            Button("Help") { print("showing help") }
                .buttonStyle(LoggingTapStyle())
        }
    }
}

:mount AccountButtons()
:tap "Sign In"
// expect: signing in
:tap "Register"
// expect: registering
:tap "Delete Account"
// expect: deleting account
:tap "Settings"
// expect: opening settings
:tap "Help"
// expect: style: forwarding the tap
// expect: showing help
