// SwiftUI from Apple's documentation: sheet(isPresented:onDismiss:content:) (ShowLicenseAgreement)
// Source: developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:):
// isPresented: "A binding to a Boolean value that determines whether to present the sheet";
// onDismiss: "The closure to execute when dismissing the sheet." The example's sheet has a
// "Dismiss" button that toggles isShowingSheet; didDismiss() handles the dismissing action.
import SwiftUI

struct ShowLicenseAgreement: View {
    @State private var isShowingSheet = false

    var body: some View {
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
            .onAppear { print("sheet appears") }
        }
    }

    func didDismiss() {
        print("didDismiss")
    }
}

:mount ShowLicenseAgreement()
:tap "Show License Agreement"
:tap "Dismiss"
:tap "Show License Agreement"
:dismiss

// expect: sheet appears
// expect: didDismiss
// expect: sheet appears
// expect: didDismiss
