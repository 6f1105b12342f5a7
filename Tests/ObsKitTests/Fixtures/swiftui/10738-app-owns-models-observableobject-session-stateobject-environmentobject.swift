// App-organization style: the App owns two models, an ObservableObject session (@StateObject, .environmentObject) and an @Observable settings object (@State, .environment); a @Published change re-runs every view that declares the session, an @Observable change only the view that read that property
import SwiftUI

final class UserSession: ObservableObject {
    @Published var name = "Ada"
    @Published var lastSync = 0
    init() { print("UserSession init") }
}

@Observable
final class AppSettings {
    var showBadges = true
    var compactRows = false
    init() { print("AppSettings init") }
}

struct NameHeader: View {
    @EnvironmentObject private var session: UserSession

    var body: some View {
        let _ = print("NameHeader body: \(session.name)")
        Text(session.name)
    }
}

struct SyncFooter: View {
    @EnvironmentObject private var session: UserSession

    var body: some View {
        let _ = print("SyncFooter body")
        Text("Synced")
    }
}

struct BadgeRow: View {
    @Environment(AppSettings.self) private var settings

    var body: some View {
        let _ = print("BadgeRow body: \(settings.showBadges)")
        Text(settings.showBadges ? "Badges on" : "Badges off")
    }
}

struct DensityRow: View {
    @Environment(AppSettings.self) private var settings

    var body: some View {
        let _ = print("DensityRow body: \(settings.compactRows)")
        Text(settings.compactRows ? "Compact" : "Regular")
    }
}

struct HubRoot: View {
    @EnvironmentObject private var session: UserSession
    @Environment(AppSettings.self) private var settings

    var body: some View {
        let _ = print("HubRoot body")
        VStack {
            NameHeader()
            BadgeRow()
            DensityRow()
            SyncFooter()
            Button("Sync") { session.lastSync += 1 }
            Button("Compact") { settings.compactRows.toggle() }
        }
    }
}

@main
struct HubApp: App {
    @StateObject private var session = UserSession()
    @State private var settings = AppSettings()

    var body: some Scene {
        WindowGroup {
            HubRoot()
                .environmentObject(session)
                .environment(settings)
        }
    }
}

:mount HubApp()
// expect: AppSettings init
// expect: UserSession init
// expect: HubRoot body
// expect: NameHeader body: Ada
// expect: BadgeRow body: true
// expect: DensityRow body: false
// expect: SyncFooter body
:tap "Sync"
// expect: HubRoot body
// expect: NameHeader body: Ada
// expect: SyncFooter body
:tap "Compact"
// expect: DensityRow body: true
