// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:) (license sheet toggled by isPresented, with onDismiss)
// Apple's sheet(isPresented:onDismiss:content:) page: the example "displays a modal view of the mockup for a software
// license agreement when the user toggles the isShowingSheet variable"; `onDismiss` is "the closure to execute when
// dismissing the sheet", whether the sheet's own button or a swipe dismissed it.
// - Show the agreement, Dismiss; show it again, swipe it away.
import SwiftUI

struct ShowLicenseAgreement: View {
    @State private var isShowingSheet = false

    var body: some View {
        VStack {
            Button(action: {
                isShowingSheet.toggle()
                print("showing sheet: \(isShowingSheet)")
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
                           action: {
                               isShowingSheet.toggle()
                               print("showing sheet: \(isShowingSheet)")
                           })
                }
            }
        }
    }

    func didDismiss() {
        print("didDismiss")
    }
}

:mount ShowLicenseAgreement()
:tap "Show License Agreement"
// expect: showing sheet: true
:tap "Dismiss"
// expect: showing sheet: false
// expect: didDismiss
:tap "Show License Agreement"
// expect: showing sheet: true
:dismiss
// expect: didDismiss
