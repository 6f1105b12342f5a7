// SwiftUI from Apple's documentation: the sheet's own Button sets the isPresented binding to false, and onDismiss runs
// Apple, sheet(isPresented:onDismiss:content:) (https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)):
// "Presents a sheet when a binding to a Boolean value that you provide is true." isPresented: "A binding to a Boolean value
// that determines whether to present the sheet"; onDismiss: "The closure to execute when dismissing the sheet."
import SwiftUI

struct LicenseAgreement: View {
    @Binding var isShowing: Bool
    var body: some View {
        VStack {
            Text("License Agreement")
            Button("Dismiss") { isShowing = false }
        }
    }
}

struct ShowLicenseAgreement: View {
    @State private var isShowingSheet = false
    var body: some View {
        Button("Show License Agreement") { isShowingSheet.toggle() }
            .sheet(isPresented: $isShowingSheet, onDismiss: didDismiss) {
                LicenseAgreement(isShowing: $isShowingSheet)
            }
    }
    func didDismiss() {
        print("dismissed, isShowingSheet=\(isShowingSheet)")
    }
}

:mount ShowLicenseAgreement()
:tap "Show License Agreement"
:tap "Dismiss"
// expect: dismissed, isShowingSheet=false
