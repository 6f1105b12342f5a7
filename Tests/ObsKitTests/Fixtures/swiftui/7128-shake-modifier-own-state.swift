// A "shake on wrong passcode" ViewModifier with its own `@State`, exposed as `.shake(on:)`: the parent passes a
// failure counter, and the modifier bumps its own shake count in `onChange(of:)`, as animation posts do.
// What SwiftUI does: the modifier's body runs when its value differs (the trigger it holds) or its own state changes
// (rules §2.9). A wrong code bumps the parent's counter: the parent runs, then the modifier (new trigger); after the
// update its `onChange` action runs (iOS 17 `onChange(of:initial:_:)`, not at first appearance) and writes the
// modifier's own state, which runs the modifier once more in the same turn (rules §10.1, ObsREPL runs a turn until
// the graph is quiet). Typing digits changes only the parent's code: the modifier's input is unchanged and its body
// does not run (rules §2.9).
// Sources: rules §2.9, §3.4, §10.1; https://developer.apple.com/documentation/swiftui/viewmodifier
// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
import SwiftUI

struct ShakeEffect: ViewModifier {
    let trigger: Int
    @State private var shakes = 0

    func body(content: Content) -> some View {
        let _ = print("ShakeEffect body: trigger \(trigger), shakes \(shakes)")
        content
            .offset(x: shakes % 2 == 0 ? 0 : 10)
            .animation(.spring(response: 0.2, dampingFraction: 0.2), value: shakes)
            .onChange(of: trigger) {
                shakes += 1
                print("shake #\(shakes)")
            }
    }
}

extension View {
    func shake(on trigger: Int) -> some View {
        modifier(ShakeEffect(trigger: trigger))
    }
}

struct PasscodeView: View {
    @State private var code = ""
    @State private var failedAttempts = 0

    var body: some View {
        let _ = print("PasscodeView body: code '\(code)', failures \(failedAttempts)")
        VStack(spacing: 20) {
            Text(code.isEmpty ? "Enter passcode" : String(repeating: "•", count: code.count))
                .font(.title)
                .shake(on: failedAttempts)
            HStack {
                Button("1") { code += "1" }
                Button("2") { code += "2" }
            }
            Button("Unlock") {
                if code == "12" {
                    print("unlocked")
                } else {
                    failedAttempts += 1
                }
                code = ""
            }
        }
    }
}

:mount PasscodeView()
// expect: PasscodeView body: code '', failures 0
// expect: ShakeEffect body: trigger 0, shakes 0
:tap "2"
// expect: PasscodeView body: code '2', failures 0
:tap "Unlock"
// expect: PasscodeView body: code '', failures 1
// expect: ShakeEffect body: trigger 1, shakes 0
// expect: shake #1
// expect: ShakeEffect body: trigger 1, shakes 1
:tap "1"
// expect: PasscodeView body: code '1', failures 1
:tap "2"
// expect: PasscodeView body: code '12', failures 1
:tap "Unlock"
// expect: unlocked
// expect: PasscodeView body: code '', failures 1
