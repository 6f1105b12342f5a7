// App-organization style: an ObservableObject router with an array of enum routes, owned by the App with @StateObject and injected with .environmentObject; a deep link sets two routes at once, the pushed screen pops to root; views that declare the router re-run at every path change, the removed screen's @StateObject is released
import SwiftUI

enum Route: Hashable {
    case account
    case privacy
}

final class AppRouter: ObservableObject {
    @Published var path: [Route] = []
    init() { print("AppRouter init") }
}

final class PrivacyViewModel: ObservableObject {
    @Published var shareAnalytics = false
    init() { print("PrivacyViewModel init") }
    deinit { print("PrivacyViewModel deinit") }
}

struct AccountScreen: View {
    var body: some View {
        let _ = print("AccountScreen body")
        Text("Account")
    }
}

struct PrivacyScreen: View {
    @EnvironmentObject private var router: AppRouter
    @StateObject private var viewModel = PrivacyViewModel()

    var body: some View {
        let _ = print("PrivacyScreen body: analytics \(viewModel.shareAnalytics)")
        VStack {
            Toggle("Share Analytics", isOn: $viewModel.shareAnalytics)
            Button("Pop to Root") { router.path.removeAll() }
        }
    }
}

struct SettingsRoot: View {
    @EnvironmentObject private var router: AppRouter

    var body: some View {
        let _ = print("SettingsRoot body: depth \(router.path.count)")
        NavigationStack(path: $router.path) {
            VStack {
                Button("Open Privacy Settings") {
                    router.path = [.account, .privacy]
                }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .account: AccountScreen()
                case .privacy: PrivacyScreen()
                }
            }
        }
    }
}

@main
struct SettingsApp: App {
    @StateObject private var router = AppRouter()

    var body: some Scene {
        WindowGroup {
            SettingsRoot()
                .environmentObject(router)
        }
    }
}

:mount SettingsApp()
// expect: AppRouter init
// expect: SettingsRoot body: depth 0
:tap "Open Privacy Settings"
// expect: SettingsRoot body: depth 2
// expect: AccountScreen body
// expect: PrivacyViewModel init
// expect: PrivacyScreen body: analytics false
:toggle "Share Analytics"
// expect: PrivacyScreen body: analytics true
:tap "Pop to Root"
// expect: SettingsRoot body: depth 0
// expect: PrivacyViewModel deinit
