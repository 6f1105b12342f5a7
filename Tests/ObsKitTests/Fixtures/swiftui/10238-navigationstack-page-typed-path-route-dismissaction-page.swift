// Apple docs style: the NavigationStack page with a typed path ([Route]) and the DismissAction page: an enum route pushed by a link value and by code; dismiss() in a pushed view pops it; on a push or pop the incoming page appears before the outgoing one disappears (rules §15.12, §14.3, §11.1)
import SwiftUI

enum Route: Hashable {
    case settings
    case account(String)
}

struct AccountPage: View {
    let name: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("AccountPage body: \(name)")
        Button("Close account page") { dismiss() }
            .onAppear { print("account appeared") }
            .onDisappear { print("account disappeared") }
    }
}

struct SettingsPage: View {
    var body: some View {
        let _ = print("SettingsPage body")
        NavigationLink("Account", value: Route.account("zoe"))
            .onAppear { print("settings appeared") }
            .onDisappear { print("settings disappeared") }
    }
}

struct RootNav: View {
    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            Button("Open settings") { path.append(.settings) }
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .settings:
                        SettingsPage()
                    case .account(let name):
                        AccountPage(name: name)
                    }
                }
        }
    }
}

:mount RootNav()
:tap "Open settings"
// expect: SettingsPage body
// expect: settings appeared
:tap "Account"
// expect: AccountPage body: zoe
// expect: account appeared
// expect: settings disappeared
:tap "Close account page"
// expect: settings appeared
// expect: account disappeared
:back
// expect: settings disappeared
