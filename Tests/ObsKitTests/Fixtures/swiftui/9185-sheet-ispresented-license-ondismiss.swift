// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:) (the license-agreement sheet, closed by its own Dismiss button)
// The page's ShowLicenseAgreement toggles `isShowingSheet`; the sheet shows the agreement and a Dismiss button that
// toggles the state back; `onDismiss: didDismiss` is "The closure to execute when dismissing the sheet".
// - The sheet's content appears when the state becomes true; the Dismiss button closes it and didDismiss runs.
// - While the sheet is up, the button under it can't be reached (the sheet covers the screen).
import SwiftUI

struct ShowLicenseAgreement: View {
    @State private var isShowingSheet = false

    var body: some View {
        VStack {
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
                    Text("Terms and conditions go here.")
                        .padding(50)
                    Button("Dismiss", action: { isShowingSheet.toggle() })
                }
                .onAppear { print("agreement shown") }
            }
        }
    }

    func didDismiss() {
        print("didDismiss, isShowingSheet \(isShowingSheet)")
    }
}

:mount ShowLicenseAgreement()
:tap "Show License Agreement"
// expect: agreement shown
:tap "Dismiss"
// expect: didDismiss, isShowingSheet false
:tap "Show License Agreement"
// expect: agreement shown
:tap "Show License Agreement"
// expect-error: Show License Agreement
