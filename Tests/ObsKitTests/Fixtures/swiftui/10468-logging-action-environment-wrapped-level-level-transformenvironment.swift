// environment and custom wrappers style: a logging action in the environment, wrapped level by level with transformEnvironment so each scope prefixes the events of the views inside it; a button outside the .environment gets the key's default action (rules §14.2; Apple transformEnvironment(_:transform:))
import SwiftUI

struct LogAction {
    let run: (String) -> Void

    func callAsFunction(_ event: String) {
        run(event)
    }
}

extension EnvironmentValues {
    @Entry var logEvent: LogAction = LogAction { event in
        print("unlogged: \(event)")
    }
}

struct LogButton: View {
    let title: String
    @Environment(\.logEvent) private var logEvent

    var body: some View {
        Button(title) { logEvent(title.lowercased()) }
    }
}

struct ScopedLog<Content: View>: View {
    let scope: String
    @ViewBuilder var content: Content

    var body: some View {
        VStack { content }
            .transformEnvironment(\.logEvent) { action in
                let outer = action
                let prefix = scope
                action = LogAction { event in outer("\(prefix)/\(event)") }
            }
    }
}

struct AnalyticsRoot: View {
    var body: some View {
        VStack {
            VStack {
                LogButton(title: "Launch")
                ScopedLog(scope: "settings") {
                    LogButton(title: "Save")
                    ScopedLog(scope: "privacy") {
                        LogButton(title: "Opt out")
                    }
                }
            }
            .environment(\.logEvent, LogAction { event in print("log: \(event)") })
            LogButton(title: "Help")
        }
    }
}

:mount AnalyticsRoot()
:tap "Launch"
// expect: log: launch
:tap "Save"
// expect: log: settings/save
:tap "Opt out"
// expect: log: settings/privacy/opt out
:tap "Help"
// expect: unlogged: help
