// Follows Apple's `onReceive(_:perform:)` page (https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)):
// "Adds an action to perform when this view detects data emitted by the given publisher." Own code: a
// verification-code screen whose "Resend" button unlocks after a countdown driven by a one-second timer
// (Foundation `timer/publish(every:tolerance:on:in:options:)`, Combine `autoconnect()`).
// - The timer is a stored `let` of the mounted root, made once, started when onReceive subscribes at mount; it
//   fires every second of `:advance`, each tick a turn of its own (rules §15.15).
// - A tick that writes @State runs the body once (rules §3.4, §10.1); at zero the action writes nothing and no body
//   runs, though the timer keeps firing.
// - The button is `.disabled` while the countdown runs (Apple `view/disabled(_:)`, rules §15.11); the script taps it
//   only when it is enabled.
import SwiftUI
import Combine

struct VerifyCodeView: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var secondsLeft = 3
    @State private var codesSent = 1

    var body: some View {
        let _ = print("VerifyCodeView body, code #\(codesSent), \(secondsLeft) s left")
        VStack {
            Text("We sent code #\(codesSent)")
            Button(secondsLeft > 0 ? "Resend in \(secondsLeft) s" : "Resend code") {
                codesSent += 1
                secondsLeft = 3
                print("code #\(codesSent) sent")
            }
            .disabled(secondsLeft > 0)
        }
        .onReceive(timer) { _ in
            if secondsLeft > 0 {
                secondsLeft -= 1
            }
        }
    }
}

:mount VerifyCodeView()
// expect: VerifyCodeView body, code #1, 3 s left
:advance 5s
// expect: VerifyCodeView body, code #1, 2 s left
// expect: VerifyCodeView body, code #1, 1 s left
// expect: VerifyCodeView body, code #1, 0 s left
:tap "Resend code"
// expect: code #2 sent
// expect: VerifyCodeView body, code #2, 3 s left
:advance 1s
// expect: VerifyCodeView body, code #2, 2 s left
