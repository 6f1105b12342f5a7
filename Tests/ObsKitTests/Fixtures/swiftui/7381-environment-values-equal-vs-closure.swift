// Two things a container sets in the environment from its body, as DI posts do: an Equatable `Experiments` struct
// built inline (`.environment(\.experiments, Experiments(beta: true))`), and a "report" action struct holding a closure
// that captures the container (the way `DismissAction`-like actions are hand-rolled).
// What SwiftUI does: a view with `@Environment(\.key)` runs again only when that key's value changed, by
// `compareValues` (rules §14.2). A new `Experiments` equal by `==` is no change, so its reader stays put at every render
// of the container (rules §2.2). The action struct is not Equatable and holds a closure that captures the container's
// value: compared field by field, a capturing closure never equals the last one (rules §2.3, §2.4), so its reader runs at
// each render of the container. A plain child with equal data runs never again (rules §2.1).
// Sources: rules §2.1–§2.4, §14.2; https://developer.apple.com/documentation/swiftui/environmentvalues
// https://developer.apple.com/documentation/swiftui/entry()
import SwiftUI

struct Experiments: Equatable {
    var beta = false
}

struct ReportAction {
    var run: (String) -> Void
}

extension EnvironmentValues {
    @Entry var experiments = Experiments()
    @Entry var reportAction = ReportAction(run: { _ in })
}

struct BetaBanner: View {
    @Environment(\.experiments) private var experiments

    var body: some View {
        let _ = print("BetaBanner body: beta \(experiments.beta)")
        if experiments.beta {
            Text("Beta features on")
        }
    }
}

struct ReportButton: View {
    @Environment(\.reportAction) private var report

    var body: some View {
        let _ = print("ReportButton body")
        Button("Report a problem") { report.run("crash on launch") }
    }
}

struct VersionLabel: View {
    let version: String

    var body: some View {
        let _ = print("VersionLabel body")
        Text(version)
    }
}

struct SupportScreen: View {
    @State private var reports: [String] = []

    var body: some View {
        let _ = print("SupportScreen body: \(reports.count) reports")
        VStack {
            BetaBanner()
            ReportButton()
            VersionLabel(version: "3.0")
            Button("Clear reports") { reports.removeAll() }
        }
        .environment(\.experiments, Experiments(beta: true))
        .environment(\.reportAction, ReportAction { message in
            print("reported: \(message)")
            reports.append(message)
        })
    }
}

:mount SupportScreen()
// expect: SupportScreen body: 0 reports
// expect: BetaBanner body: beta true
// expect: ReportButton body
// expect: VersionLabel body
:tap "Report a problem"
// expect: reported: crash on launch
// expect: SupportScreen body: 1 reports
// expect: ReportButton body
:tap "Report a problem"
// expect: reported: crash on launch
// expect: SupportScreen body: 2 reports
// expect: ReportButton body
:tap "Clear reports"
// expect: SupportScreen body: 0 reports
// expect: ReportButton body
