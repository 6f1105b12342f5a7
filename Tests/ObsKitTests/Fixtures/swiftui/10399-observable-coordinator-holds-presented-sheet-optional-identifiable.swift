// cookbook style: an @Observable coordinator holds the presented sheet as an optional Identifiable enum; the screen binds sheet(item:) to it through @Bindable (a read, so the screen runs on each change); a sheet that sets another route is replaced, dismiss() and a swipe set it to nil (rules §13.1, §8.5, §15.12)
import SwiftUI

enum SheetRoute: Identifiable {
    case settings
    case account

    var id: Self { self }
}

@Observable
final class AppCoordinator {
    var sheet: SheetRoute?
}

struct SettingsPane: View {
    let coordinator: AppCoordinator

    var body: some View {
        let _ = print("SettingsPane body")
        Button("Go to account") { coordinator.sheet = .account }
    }
}

struct AccountPane: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("AccountPane body")
        Button("Done") { dismiss() }
    }
}

struct MainScreen: View {
    @State private var coordinator = AppCoordinator()

    var body: some View {
        @Bindable var coordinator = coordinator
        let _ = print("MainScreen body: \(coordinator.sheet.map { "\($0)" } ?? "none")")
        Button("Open settings") { coordinator.sheet = .settings }
            .sheet(item: $coordinator.sheet) { route in
                switch route {
                case .settings:
                    SettingsPane(coordinator: coordinator)
                case .account:
                    AccountPane()
                }
            }
    }
}

:mount MainScreen()
// expect: MainScreen body: none
:tap "Open settings"
// expect: MainScreen body: settings
// expect: SettingsPane body
:tap "Go to account"
// expect: MainScreen body: account
// expect: AccountPane body
:tap "Done"
// expect: MainScreen body: none
:tap "Open settings"
// expect: MainScreen body: settings
// expect: SettingsPane body
:dismiss
// expect: MainScreen body: none
