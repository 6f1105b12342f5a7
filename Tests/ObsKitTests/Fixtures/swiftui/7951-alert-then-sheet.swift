// Style: blog post, "Presenting a sheet from an alert button". SwiftUI: the alert's button runs its action, which sets
// the sheet's flag, and the alert is dismissed (Apple `view/alert(_:ispresented:actions:)`: "All actions in an alert
// dismiss the alert after the action runs"; rules §13.2). The sheet then presents: its content is built, and appears
// (rules §13.1, §11.1). Neither flag is read by the body (rules §3.5). The cancel-role button only dismisses the alert.
import SwiftUI

struct UpgradeSheet: View {
    var body: some View {
        let _ = print("upgrade sheet body")
        Text("Go Pro to export")
            .onAppear { print("upgrade sheet appeared") }
    }
}

struct FeatureView: View {
    @State private var showPrompt = false
    @State private var showUpgrade = false

    var body: some View {
        let _ = print("feature body")
        Button("Export") { showPrompt = true }
            .alert("Pro feature", isPresented: $showPrompt) {
                Button("Learn More") { showUpgrade = true }
                Button("Not Now", role: .cancel) { }
            } message: {
                Text("Exporting needs the Pro plan.")
            }
            .sheet(isPresented: $showUpgrade) {
                UpgradeSheet()
            }
    }
}

:mount FeatureView()
// expect: feature body
:tap "Export"
:tap "Learn More"
// expect: upgrade sheet body
// expect: upgrade sheet appeared
:dismiss
:tap "Export"
:tap "Not Now"
:tap "Export"
:tap "Learn More"
// expect: upgrade sheet body
// expect: upgrade sheet appeared
