// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase (a privacy cover shown while the scene is not active: it appears once and disappears when the scene is active again)
// EnvironmentValues.scenePhase is "The current phase of the scene" (get and set); a host sets it for its content
// with environment(_:_:) to stand in for the system. The vault hides its content behind a cover whenever the
// phase is not .active. The cover is inserted by an `if`: onAppear runs when it is added ("before this view
// appears"), onDisappear when it is removed ("after this view disappears"); while it stays, neither runs again.
// - inactive: the vault's body runs and the cover appears.
// - background: the vault's body runs again, the cover is still there: no appear, and the cover (nothing it
//   was given changed) does not run its body again.
// - active: the cover disappears.
import SwiftUI

struct PrivacyCover: View {
    var body: some View {
        let _ = print("cover body")
        Text("Locked")
            .onAppear { print("cover appears") }
            .onDisappear { print("cover disappears") }
    }
}

struct VaultScreen: View {
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        let _ = print("vault body, active: \(scenePhase == .active)")
        VStack {
            Text("Account 12-34")
            if scenePhase != .active {
                PrivacyCover()
            }
        }
    }
}

struct PhaseSimulator: View {
    @State private var phase: ScenePhase = .active

    var body: some View {
        VStack {
            VaultScreen()
            Button("Inactive") { phase = .inactive }
            Button("Background") { phase = .background }
            Button("Active") { phase = .active }
        }
        .environment(\.scenePhase, phase)
    }
}

:mount PhaseSimulator()
// expect: vault body, active: true
:tap "Inactive"
// expect: vault body, active: false
// expect: cover body
// expect: cover appears
:tap "Background"
// expect: vault body, active: false
:tap "Active"
// expect: vault body, active: true
// expect: cover disappears
