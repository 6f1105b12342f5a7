// Apple docs `sheet(isPresented:onDismiss:content:)` style (ShowLicenseAgreement): the sheet's content is built when presented, and onDismiss runs after a programmatic dismissal and after a swipe.
// Apple `view/sheet(ispresented:ondismiss:content:)`: `onDismiss` is "the closure to execute when dismissing the
// sheet". Dismissal, by the sheet's own button or by the user's swipe (:dismiss), sets the flag to false, then
// calls onDismiss, which reads the current flag (rules §13.1). The presenter's body only makes $isShowingSheet
// (no read), so it runs once, at mount (rules §3.5, §8.7, T4). The content is an escaping closure, built each time
// the sheet is presented (rules §13.1): its onAppear runs at each presentation.
import SwiftUI

struct ShowLicenseAgreement: View {
    @State private var isShowingSheet = false
    @State private var dismissals = 0

    var body: some View {
        let _ = print("ShowLicenseAgreement body")
        Button(action: {
            isShowingSheet.toggle()
        }) {
            Text("Show License Agreement")
        }
        .sheet(isPresented: $isShowingSheet, onDismiss: didDismiss) {
            VStack {
                Text("License Agreement")
                    .font(.title)
                    .padding(50)
                Text("""
                        Terms and conditions go here.
                    """)
                    .padding(50)
                Button("Dismiss", action: { isShowingSheet.toggle() })
            }
            .onAppear { print("sheet appeared") }
        }
    }

    func didDismiss() {
        dismissals += 1
        print("didDismiss \(dismissals), isShowingSheet \(isShowingSheet)")
    }
}

:mount ShowLicenseAgreement()
// expect: ShowLicenseAgreement body
:tap "Show License Agreement"
// expect: sheet appeared
:tap "Dismiss"
// expect: didDismiss 1, isShowingSheet false
:tap "Show License Agreement"
// expect: sheet appeared
:dismiss
// expect: didDismiss 2, isShowingSheet false
