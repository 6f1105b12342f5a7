// Follows Apple's sheet(isPresented:onDismiss:content:) (https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)): a license agreement shown in a sheet, with `_printChanges` on both sides
// What SwiftUI does: the presenting view's body never reads the flag (the button toggles it in an action; the
// sheet takes `$isShowingSheet`), so presenting and dismissing run no body of the presenter (rules §3.5, §8.7:
// a `@State` flag bound to a presentation adds no dependency). The sheet's content is an escaping builder,
// built when the sheet is presented (rules §8.4, §13.1); its view has no dynamic properties, so its first run
// prints `@self changed.` only (rules §12.2). A swipe (`:dismiss`) sets the flag to false and runs `onDismiss`
// (rules §13.1); presenting again builds a new content view.
// Sources: Apple `view/sheet(ispresented:ondismiss:content:)`; rules §3.5, §8.7, §12.1, §12.2, §13.1.
import SwiftUI

struct LicenseSheet: View {
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("License Agreement")
                .font(.title)
                .padding(50)
            Text("Terms and conditions go here.")
                .padding(50)
        }
    }
}

struct ShowLicenseAgreement: View {
    @State private var isShowingSheet = false

    var body: some View {
        let _ = Self._printChanges()
        Button(action: {
            isShowingSheet.toggle()
        }) {
            Text("Show License Agreement")
        }
        .sheet(isPresented: $isShowingSheet, onDismiss: didDismiss) {
            LicenseSheet()
        }
    }

    func didDismiss() {
        print("license dismissed")
    }
}

:mount ShowLicenseAgreement()
// expect: ShowLicenseAgreement: @self, @identity, _isShowingSheet changed.
:tap "Show License Agreement"
// expect: LicenseSheet: @self changed.
:dismiss
// expect: license dismissed
:tap "Show License Agreement"
// expect: LicenseSheet: @self changed.
:dismiss
// expect: license dismissed
