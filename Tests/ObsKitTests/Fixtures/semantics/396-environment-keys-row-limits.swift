// rules §15.11, §15.17, §15.2: the common environment keys have an iPhone's values (`\.scenePhase` active,
// `\.horizontalSizeClass` compact, `\.colorScheme` light); `\.isEnabled` is false below `.disabled(true)`, and a
// view reading it re-runs when that changes; `.deleteDisabled(true)` keeps a row from being swiped away.
// Source: https://developer.apple.com/documentation/swiftui/environmentvalues,
// https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled ("disabled(_:) ... sets this
// value to false"), https://developer.apple.com/documentation/swiftui/view/deletedisabled(_:). The device's
// values are ObsREPL's choice (rules §15.17).
struct Status396: View {
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.scenePhase) private var phase
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        let _ = print("enabled", isEnabled, phase, sizeClass == .compact ? "compact" : "regular", scheme)
        Text("status")
    }
}

struct Screen396: View {
    @State private var locked = false
    @State private var rows = ["keep", "free"]
    var body: some View {
        Status396().disabled(locked)
        Button("Lock") { locked = true }
        List {
            ForEach(rows, id: \.self) { row in
                Text(row).deleteDisabled(row == "keep")
            }
            .onDelete { rows.remove(atOffsets: $0) }
        }
        Button("Rows") { print(rows) }
    }
}

:mount Screen396()
:tap "Lock"
:delete "free"
:tap "Rows"
:delete "keep"

// expect: enabled true active compact light
// expect: enabled false active compact light
// expect: ["keep"]
// expect-error: row "keep" can't be deleted: deleteDisabled
