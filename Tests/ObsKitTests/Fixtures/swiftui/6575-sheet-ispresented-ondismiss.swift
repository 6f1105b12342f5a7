// Apple docs `View/sheet(isPresented:onDismiss:content:)` (the ShowLicenseAgreement example) with a content view that prints init, body and onAppear.
// The presenting body only makes `$isShowingSheet`, so presenting and dismissing never run it (rules §3.5, §8.7,
// T4). The sheet's content closure is escaping and runs when the sheet is presented: init, then body, then onAppear
// after the update (rules §2.6, §10.3, §11.1). onDismiss runs when the sheet goes away, whether code cleared the
// flag (the sheet's own button) or the user swiped it down (Apple's page; rules §13.1 for the order: the binding
// is false first). Each presentation builds the content again.
import SwiftUI

struct LicenseText: View {
    init() { print("LicenseText init") }
    var body: some View {
        let _ = print("LicenseText body")
        Text("Terms and conditions go here.")
            .padding(50)
            .onAppear { print("LicenseText appear") }
    }
}

struct ShowLicenseAgreement: View {
    @State private var isShowingSheet = false

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
                LicenseText()
                Button("Dismiss", action: { isShowingSheet.toggle() })
            }
        }
    }

    func didDismiss() {
        print("didDismiss, isShowingSheet=\(isShowingSheet)")
    }
}

:mount ShowLicenseAgreement()
// expect: ShowLicenseAgreement body
:tap "Show License Agreement"
// expect: LicenseText init
// expect: LicenseText body
// expect: LicenseText appear
:tap "Dismiss"
// expect: didDismiss, isShowingSheet=false
:tap "Show License Agreement"
// expect: LicenseText init
// expect: LicenseText body
// expect: LicenseText appear
:dismiss
// expect: didDismiss, isShowingSheet=false
