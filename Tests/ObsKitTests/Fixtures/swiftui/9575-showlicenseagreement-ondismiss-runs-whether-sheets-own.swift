// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:) (ShowLicenseAgreement: onDismiss runs whether the sheet's own Dismiss button flips the flag or the user swipes it away; the sheet's content view is new at each presentation)
// Apple's sheet(isPresented:onDismiss:content:) page: a Button toggles `isShowingSheet`; the sheet shows
// "License Agreement", terms, and a "Dismiss" button that toggles the flag back; `onDismiss: didDismiss`
// handles the dismissal. The page claims:
// - onDismiss is "the closure to execute when dismissing the sheet": it runs for the sheet's own button
//   (the binding set to false) and for an interactive swipe (SwiftUI sets the binding to false itself).
// - The content closure builds the sheet's views when it is presented, so view state inside the sheet
//   starts over at each presentation.
import SwiftUI

struct AgreementBody: View {
    @State private var scrolledToEnd = false

    var body: some View {
        VStack {
            Text("""
                    Terms and conditions go here.
                """)
                .padding(50)
            Button(scrolledToEnd ? "Read" : "Mark as read") {
                scrolledToEnd = true
            }
        }
        .onAppear {
            print("terms shown, read: \(scrolledToEnd)")
        }
    }
}

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
                AgreementBody()
                Button("Dismiss",
                       action: { isShowingSheet.toggle() })
            }
        }
    }

    func didDismiss() {
        print("didDismiss, isShowingSheet \(isShowingSheet)")
    }
}

:mount ShowLicenseAgreement()
:tap "Show License Agreement"
// expect: terms shown, read: false
:tap "Mark as read"
:tap "Dismiss"
// expect: didDismiss, isShowingSheet false
:tap "Show License Agreement"
// expect: terms shown, read: false
:dismiss
// expect: didDismiss, isShowingSheet false
