// App-organization style: the root view owns an array of enum routes in @State and hands $path to its screens as @Binding; screens push by appending; neither the root nor a screen that only writes the binding runs again, only the new screen does
import SwiftUI

enum OnboardingStep: Hashable {
    case permissions
    case profile
    case done
}

struct PermissionsStep: View {
    @Binding var path: [OnboardingStep]

    var body: some View {
        let _ = print("PermissionsStep body")
        Button("Continue to Profile") { path.append(.profile) }
    }
}

struct ProfileStep: View {
    @Binding var path: [OnboardingStep]

    var body: some View {
        let _ = print("ProfileStep body")
        Button("Finish") { path.append(.done) }
    }
}

struct DoneStep: View {
    @Binding var path: [OnboardingStep]

    var body: some View {
        let _ = print("DoneStep body")
        Button("Start Over") { path.removeAll() }
    }
}

struct OnboardingRoot: View {
    @State private var path: [OnboardingStep] = []

    var body: some View {
        let _ = print("OnboardingRoot body")
        NavigationStack(path: $path) {
            Button("Begin") { path.append(.permissions) }
                .navigationDestination(for: OnboardingStep.self) { step in
                    switch step {
                    case .permissions: PermissionsStep(path: $path)
                    case .profile: ProfileStep(path: $path)
                    case .done: DoneStep(path: $path)
                    }
                }
        }
    }
}

@main
struct OnboardingApp: App {
    var body: some Scene {
        WindowGroup {
            OnboardingRoot()
        }
    }
}

:mount OnboardingApp()
// expect: OnboardingRoot body
:tap "Begin"
// expect: PermissionsStep body
:tap "Continue to Profile"
// expect: ProfileStep body
:tap "Finish"
// expect: DoneStep body
:tap "Start Over"
:tap "Begin"
// expect: PermissionsStep body
