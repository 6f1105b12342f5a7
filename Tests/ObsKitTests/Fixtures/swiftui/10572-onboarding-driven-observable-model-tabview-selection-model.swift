// everyday app screens style: onboarding driven by an @Observable model: TabView(selection: $model.step) with a welcome, a name and a notifications page, each page reading only its own property; the Continue button's .disabled reads the name only on the name page, so typing there runs the flow too (rules §8.3, §8.5, §15.8)
import SwiftUI

enum OnboardingStep: Int, Hashable {
    case welcome, name, notifications
}

@Observable
final class OnboardingModel {
    var step = OnboardingStep.welcome
    var name = ""
    var allowNotifications = false

    init() { print("OnboardingModel init") }
    deinit { print("OnboardingModel deinit") }

    func advance() {
        switch step {
        case .welcome: step = .name
        case .name: step = .notifications
        case .notifications: print("finished: \(name), notifications=\(allowNotifications)")
        }
    }
}

struct WelcomePage: View {
    var body: some View {
        let _ = print("WelcomePage body")
        Text("Welcome!")
    }
}

struct NamePage: View {
    @Bindable var model: OnboardingModel

    var body: some View {
        let _ = print("NamePage body: '\(model.name)'")
        TextField("Your name", text: $model.name)
    }
}

struct NotificationsPage: View {
    @Bindable var model: OnboardingModel

    var body: some View {
        let _ = print("NotificationsPage body: \(model.allowNotifications)")
        Toggle("Allow notifications", isOn: $model.allowNotifications)
    }
}

struct OnboardingView: View {
    @State private var model = OnboardingModel()

    var body: some View {
        let _ = print("OnboardingView body: step=\(model.step.rawValue)")
        VStack {
            TabView(selection: $model.step) {
                WelcomePage().tag(OnboardingStep.welcome)
                NamePage(model: model).tag(OnboardingStep.name)
                NotificationsPage(model: model).tag(OnboardingStep.notifications)
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            Button("Continue") { model.advance() }
                .disabled(model.step == .name && model.name.isEmpty)
        }
    }
}

:mount OnboardingView()
// expect: OnboardingModel init
// expect: OnboardingView body: step=0
// expect: WelcomePage body
:tap "Continue"
// expect: OnboardingView body: step=1
// expect: NamePage body: ''
:type "Al" into "Your name"
// expect: OnboardingView body: step=1
// expect: NamePage body: 'A'
// expect: OnboardingView body: step=1
// expect: NamePage body: 'Al'
:tap "Continue"
// expect: OnboardingView body: step=2
// expect: NotificationsPage body: false
:toggle "Allow notifications"
// expect: NotificationsPage body: true
:tap "Continue"
// expect: finished: Al, notifications=true
:unmount
// expect: OnboardingModel deinit
