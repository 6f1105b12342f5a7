// Terms of use in a half-height sheet with a Dismiss button and an `onDismiss` method, after Apple's
// ShowLicenseAgreement example for `sheet(isPresented:onDismiss:content:)`, with `presentationDetents` (own text).
// What SwiftUI does: the content closure is escaping and runs when the sheet is presented (rules §2.6, §13.1);
// `presentationDetents` and the drag indicator only change the looks. The presenter's body never reads the flag, so
// presenting and dismissing run no body (rules §3.5, §8.7). The sheet's own button toggles the flag back, and a swipe
// sets it to false (rules §13.1); either way `onDismiss` runs, and reads the flag's live value, false (rules §3.4;
// Apple: "The closure to execute when dismissing the sheet").
// Sources: rules §2.6, §3.4, §3.5, §8.7, §13.1; https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:),
// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
import SwiftUI

struct TermsPrompt: View {
    @State private var isShowingTerms = false

    var body: some View {
        let _ = print("TermsPrompt body")
        Button {
            isShowingTerms.toggle()
        } label: {
            Text("Show Terms of Use")
        }
        .sheet(isPresented: $isShowingTerms, onDismiss: didDismiss) {
            let _ = print("terms sheet content built")
            VStack {
                Text("Terms of Use")
                    .font(.title)
                    .padding(50)
                Text("Be kind to the servers.")
                    .padding(50)
                Button("Dismiss") {
                    isShowingTerms.toggle()
                }
            }
            .presentationDetents([.medium, .large])
            .presentationDragIndicator(.visible)
        }
    }

    func didDismiss() {
        print("didDismiss: isShowingTerms is \(isShowingTerms)")
    }
}

:mount TermsPrompt()
// expect: TermsPrompt body
:tap "Show Terms of Use"
// expect: terms sheet content built
:tap "Dismiss"
// expect: didDismiss: isShowingTerms is false
:tap "Show Terms of Use"
// expect: terms sheet content built
:dismiss
// expect: didDismiss: isShowingTerms is false
