// SwiftUI from a community tutorial: https://git.firefrostgaming.com/firefrost-gaming/antigravity-skills-reference/src/commit/bc49ceec903ff06b0750bbd3f82d849f151fa790/skills/swiftui-ui-patterns/references/sheets.md (centralized sheet routing: an Identifiable SheetDestination enum in an @Observable router drives sheet(item:))
// The guide: "Define a SheetDestination enum that describes every modal and is Identifiable. Store the current sheet in
// a router object (presentedSheet: SheetDestination?)", map it to views with a `withSheetDestinations(sheet:)`
// modifier built on `sheet(item:)`, and "inject it with .environment(router)" so a child can set
// `router.presentedSheet = .report(itemID: "123")`. Apple's sheet(item:) page: the sheet is presented while the item is
// non-nil, and the binding is set back to nil when it is dismissed.
// - A child row presents the report sheet; swipe it away. Settings: its Close button calls dismiss. Report again.
import SwiftUI
import Observation

enum SheetDestination: Identifiable, Hashable {
    case settings
    case report(itemID: String)

    var id: String {
        switch self {
        case .settings: return "settings"
        case .report: return "report"
        }
    }
}

@Observable
final class RouterPath {
    var presentedSheet: SheetDestination?
}

extension View {
    func withSheetDestinations(sheet: Binding<SheetDestination?>) -> some View {
        self.sheet(item: sheet) { destination in
            Group {
                switch destination {
                case .settings: SettingsView()
                case .report(let itemID): ReportView(itemID: itemID)
                }
            }
        }
    }
}

struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Close") {
            print("closing settings")
            dismiss()
        }
        .onAppear { print("SettingsView appeared") }
    }
}

struct ReportView: View {
    let itemID: String
    var body: some View {
        Text("Report item \(itemID)")
            .onAppear { print("ReportView appeared for \(itemID)") }
    }
}

struct StatusRow: View {
    @Environment(RouterPath.self) private var router
    var body: some View {
        Button("Report") { router.presentedSheet = .report(itemID: "123") }
    }
}

struct TimelineView: View {
    @State private var router = RouterPath()

    var body: some View {
        @Bindable var router = router
        VStack {
            StatusRow()
            Button("Settings") { router.presentedSheet = .settings }
            Button("Print sheet") { print("presented sheet: \(router.presentedSheet?.id ?? "none")") }
        }
        .withSheetDestinations(sheet: $router.presentedSheet)
        .environment(router)
    }
}

:mount TimelineView()
:tap "Report"
// expect: ReportView appeared for 123
:dismiss
:tap "Print sheet"
// expect: presented sheet: none
:tap "Settings"
// expect: SettingsView appeared
:tap "Close"
// expect: closing settings
:tap "Print sheet"
// expect: presented sheet: none
:tap "Report"
// expect: ReportView appeared for 123
