// Navigation in apps: the pre-Observation router, an ObservableObject with a @Published path shared by @EnvironmentObject.
// Every push and pop sends objectWillChange, and any change reaches every observer, whatever it read (rules §6.3, §6.5):
// the root (its @StateObject) and every live screen declaring the @EnvironmentObject, covered ones included, run again,
// parents first (rules §14.1, §14.3, §2.8); a popped screen is gone first and does not (rules §1.4).
import SwiftUI

final class LegacyRouter: ObservableObject {
    @Published var path: [Int] = []
}

struct HomeScreen: View {
    @EnvironmentObject private var router: LegacyRouter

    var body: some View {
        let _ = print("HomeScreen body")
        Button("Begin") { router.path.append(1) }
    }
}

struct StepScreen: View {
    let step: Int
    @EnvironmentObject private var router: LegacyRouter

    var body: some View {
        let _ = print("StepScreen body \(step)")
        Button("Next") { router.path.append(step + 1) }
    }
}

struct WizardRoot: View {
    @StateObject private var router = LegacyRouter()

    var body: some View {
        let _ = print("WizardRoot body")
        NavigationStack(path: $router.path) {
            HomeScreen()
                .navigationDestination(for: Int.self) { step in
                    StepScreen(step: step)
                }
        }
        .environmentObject(router)
    }
}

:mount WizardRoot()
// expect: WizardRoot body
// expect: HomeScreen body
:tap "Begin"
// expect: WizardRoot body
// expect: HomeScreen body
// expect: StepScreen body 1
:tap "Next"
// expect: WizardRoot body
// expect: HomeScreen body
// expect: StepScreen body 1
// expect: StepScreen body 2
:back
// expect: WizardRoot body
// expect: HomeScreen body
// expect: StepScreen body 1
