// Follows Apple's page "sheet(isPresented:onDismiss:content:)"
// (developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)): a license agreement
// shown in a sheet, closed by its own button or by a swipe.
// - The content closure is escaping: SwiftUI calls it only when the sheet is presented, inside the presented
//   hierarchy, so LicenseSheet's init runs at each presentation and never at mount (Apple's page; rules §13.1, §2.6).
// - Setting the @State flag does not run the presenter's body: making $isShowingSheet is not a read (rules §3.5,
//   §8.7, T4). The version is read only inside the sheet's content, and a read while views update is the owner's
//   (rules §3.5): "Bump Version" runs the presenter's body, which hands the sheet a closure with the new version.
// - Dismissing, by the sheet's own button setting the flag or by a swipe (:dismiss), sets the binding to false and
//   then calls onDismiss (Apple's page: "onDismiss: The closure to execute when dismissing the sheet"; rules §13.1);
//   onDismiss reads the live @State (rules §3.4). The sheet's hierarchy goes away with it, so the next presentation
//   starts with fresh @State (rules §1.4, §13.1).
// - Nothing else prints in a dismissing turn: a dismissing sheet's last update is not specified.
import SwiftUI

struct LicenseSheet: View {
    let version: Int
    @Binding var isPresented: Bool
    @State private var page = 1

    init(version: Int, isPresented: Binding<Bool>) {
        self.version = version
        self._isPresented = isPresented
        print("LicenseSheet init, v\(version)")
    }

    var body: some View {
        let _ = print("LicenseSheet body, v\(version) page \(page)")
        VStack {
            Text("License Agreement v\(version)")
                .font(.title)
            Text("Page \(page)")
            Button("Next Page") { page += 1 }
            Button("Dismiss") { isPresented = false }
        }
        .padding()
    }
}

struct ShowLicenseAgreement: View {
    @State private var isShowingSheet = false
    @State private var version = 3

    var body: some View {
        let _ = print("ShowLicenseAgreement body")
        VStack {
            Button("Show License Agreement") { isShowingSheet = true }
            Button("Bump Version") { version += 1 }
        }
        .sheet(isPresented: $isShowingSheet, onDismiss: didDismiss) {
            LicenseSheet(version: version, isPresented: $isShowingSheet)
        }
    }

    func didDismiss() {
        print("didDismiss, isShowingSheet \(isShowingSheet)")
    }
}

:mount ShowLicenseAgreement()
// expect: ShowLicenseAgreement body
:tap "Show License Agreement"
// expect: LicenseSheet init, v3
// expect: LicenseSheet body, v3 page 1
:tap "Next Page"
// expect: LicenseSheet body, v3 page 2
:tap "Dismiss"
// expect: didDismiss, isShowingSheet false
:tap "Bump Version"
// expect: ShowLicenseAgreement body
:tap "Show License Agreement"
// expect: LicenseSheet init, v4
// expect: LicenseSheet body, v4 page 1
:dismiss
// expect: didDismiss, isShowingSheet false
