// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:) (the ShowLicenseAgreement example: toggling the binding presents the sheet, its Dismiss button toggles it back, and the onDismiss closure runs with the binding already false)
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
            .onAppear { print("sheet content appeared") }
        }
    }

    func didDismiss() {
        print("didDismiss, isShowingSheet = \(isShowingSheet)")
    }
}

:mount ShowLicenseAgreement()
:tap "Show License Agreement"
:tap "Dismiss"
// expect: sheet content appeared
// expect: didDismiss, isShowingSheet = false
