// App-organization style: a screen that makes its model with @State re-makes a throwaway model at every render of its parent (the installed one stays), while a sibling screen holding a @StateObject makes nothing; the parent re-renders because it reads the app's theme
import SwiftUI

@Observable
final class AppTheme {
    var accent = "blue"
    init() { print("AppTheme init") }
}

@Observable
final class ProfileModel {
    var name = "Kim"
    init() { print("ProfileModel init") }
    deinit { print("ProfileModel deinit") }
}

final class StatsModel: ObservableObject {
    @Published var visits = 0
    init() { print("StatsModel init") }
    deinit { print("StatsModel deinit") }
}

struct ProfileCard: View {
    @State private var model = ProfileModel()

    var body: some View {
        let _ = Self._printChanges()
        Text(model.name)
    }
}

struct StatsCard: View {
    @StateObject private var stats = StatsModel()

    var body: some View {
        let _ = Self._printChanges()
        Text("Visits: \(stats.visits)")
    }
}

struct DashboardRoot: View {
    @Environment(AppTheme.self) private var theme

    var body: some View {
        let _ = print("DashboardRoot body: \(theme.accent)")
        VStack {
            ProfileCard()
            StatsCard()
            Button("Switch Accent") {
                theme.accent = theme.accent == "blue" ? "green" : "blue"
            }
        }
    }
}

@main
struct DashboardApp: App {
    @State private var theme = AppTheme()

    var body: some Scene {
        WindowGroup {
            DashboardRoot()
                .environment(theme)
        }
    }
}

:mount DashboardApp()
// expect: AppTheme init
// expect: DashboardRoot body: blue
// expect: ProfileModel init
// expect: ProfileCard: @self, @identity, _model changed.
// expect: StatsModel init
// expect: StatsCard: @self, @identity, _stats changed.
:tap "Switch Accent"
// expect: DashboardRoot body: green
// expect: ProfileModel init
// expect: ProfileCard: @self changed.
:tap "Switch Accent"
// expect: DashboardRoot body: blue
// expect: ProfileModel init
// expect: ProfileModel deinit
// expect: ProfileCard: @self changed.
