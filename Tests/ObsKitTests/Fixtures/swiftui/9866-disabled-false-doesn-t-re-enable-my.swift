// Stack Overflow style: "`.disabled(false)` doesn't re-enable my Help button inside a disabled form"
// PITFALL (on purpose): an environment override doesn't work here: `\.isEnabled` below `.disabled(isBusy)` stays false whatever an inner `.disabled(false)` says (an outer true wins); the probes re-run when the value they read changes, and the last tap fails (rules §15.11, §15.17, §14.2; ObsREPL's error for a disabled button)
import SwiftUI

struct EnabledProbe: View {
    let name: String
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let _ = print("\(name) enabled: \(isEnabled)")
        Text(name)
    }
}

struct CheckoutForm: View {
    @State private var isBusy = true

    var body: some View {
        let _ = print("CheckoutForm body: busy \(isBusy)")
        VStack {
            VStack {
                EnabledProbe(name: "Pay")
                VStack {
                    EnabledProbe(name: "Help")
                    Button("Help") { print("help tapped") }
                }
                .disabled(false)
            }
            .disabled(isBusy)
            Button("Finish loading") { isBusy = false }
            Button("Start loading") { isBusy = true }
        }
    }
}

:mount CheckoutForm()
// expect: CheckoutForm body: busy true
// expect: Pay enabled: false
// expect: Help enabled: false
:tap "Finish loading"
// expect: CheckoutForm body: busy false
// expect: Pay enabled: true
// expect: Help enabled: true
:tap "Help"
// expect: help tapped
:tap "Start loading"
// expect: CheckoutForm body: busy true
// expect: Pay enabled: false
// expect: Help enabled: false
:tap "Help"
// expect-error: button "Help" is disabled
