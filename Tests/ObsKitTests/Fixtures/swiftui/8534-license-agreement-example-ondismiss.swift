// SwiftUI from Apple's documentation: sheet(isPresented:onDismiss:content:) — https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:) (the license-agreement example: onDismiss runs each time the sheet is dismissed, by its Dismiss button or by a swipe, and a swipe sets isShowingSheet back to false)
import SwiftUI

struct ShowLicenseAgreement: View {
    @State private var isShowingSheet = false
    var body: some View {
        Button(action: {
            isShowingSheet.toggle()
        }) {
            Text("Show License Agreement")
        }
        .sheet(isPresented: $isShowingSheet,
               onDismiss: didDismiss) {
            VStack {
                Text("License Agreement")
                    .font(.title)
                    .padding(50)
                Text("""
                        Terms and conditions go here.
                    """)
                    .padding(50)
                Button("Dismiss",
                       action: { isShowingSheet.toggle() })
            }
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
:tap "Show License Agreement"
:tap "Dismiss"
// expect: didDismiss
// expect: didDismiss
// expect: didDismiss
